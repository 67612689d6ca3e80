/**
 * The texts of the cam area's dialogs (spec 002 §8 'The error catalogue', §4.7 tip flow), shared by the broadcast room
 * (views/cams/BroadcastRoomScreen.tsx) and the room's social island (tips, chat).
 */
export const FULL_ACCESS_TITLE = 'Get full access to Live VR Cams.';
export const LOG_IN_LABEL = 'Log In';
export const GET_TOKENS_LABEL = 'Get Tokens';
export const BUY_TOKENS_LABEL = 'Buy Tokens';
export const LOGIN_PATH = '/login/';

export const NOT_ENOUGH_TITLE = 'Oops, not enough tokens!';
export const NOT_ENOUGH_TEXT = 'Sorry, you don`t have enough tokens 😔';

export const ALREADY_REQUESTED_TITLE = 'Private request';
export const ALREADY_REQUESTED_TEXT = 'The request has already been sent!';

export const PRIVATE_ERROR_TITLE = 'Private request error';
export const SPY_ERROR_TITLE = 'Spy request error';
export const SPY_FAILED_TEXT = 'Failed to send a spy request!';
export const SOMETHING_WRONG_TEXT = 'Sorry, something went wrong. Try again next time.';

export const SETTINGS_CHANGED_TITLE = 'Settings changed';
export const SETTINGS_CHANGED_TEXT = 'The settings were changed by the model during the private request. Try sending a private request again.';

export const refusedTitle = (nickname: string): string => `Private Show with ${nickname}`;
export const refusedText = (nickname: string): string =>
  `Unfortunately, ${nickname} is unable to accept your request for private chat now. You may send a new request later.`;
export const REFUSED_HINT = "We won't charge you until the private show begins.";

export const lowBalanceText = (remainingMinutes: number, mode: 'private' | 'spy'): string =>
  `You have left of tokens for only ${remainingMinutes} minutes in ${mode === 'private' ? 'private chat' : 'spy mode'}. Please, increase your balance to continue the show.`;

export const SHOW_OVER_TITLE = 'The Private Show is over!';
export const COMPLIMENT_LABEL = 'Compliment';

/** The provider's messages the §8 catalogue reads. */
export const PROVIDER_NOT_ENOUGH = 'Not enough balance to connect the service';
export const PROVIDER_ALREADY_EXISTS = 'Request already exists';
export const PROVIDER_SPY_LIMIT = 'You can send only one request to spy per 1 minute';
export const PROVIDER_SPY_NOT_ENOUGH = 'Client has not enough balance to connect the service';
/** A tip, menu item, toy or compliment refused because the balance is short (read as a tip above the balance). */
export const PROVIDER_NOT_ENOUGH_TOKENS = 'Not enough tokens';

/** A room closed to the viewer (banned, spec 002 §3.3 'banned: room unavailable', §4.3): its status and what the room says. */
export const BANNED_ROOM_LABEL = 'unavailable';
export const BANNED_ROOM_TEXT = "This room is closed to you: the model has removed you from it, so you can't watch, chat or tip here.";
