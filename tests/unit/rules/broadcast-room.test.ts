/**
 * The broadcast room's rules (spec 002 §2.3, §3.4, §4.3, §5, §8): cost, stream switch, 6K, model and profile
 * derivations, compliment presets, the §8 dialogs and which provider events concern the room.
 */
import { describe, expect, it } from 'vitest';
import { ROOM_BROADCAST_EXAMPLE, ROOM_PROFILE_EXAMPLE } from '../../../app/atlas/broadcast-room.ts';
import {
  canCompliment,
  clearsStream,
  complimentInfo,
  complimentPresets,
  deriveProfile,
  isSixK,
  privateRequestDialog,
  privateShowCost,
  refusalDialog,
  roomChannelEvent,
  roomModel,
  settingsOfBroadcast,
  spyRequestDialog,
  streamSwitchOffered,
  voicePrivateShowCost,
} from '../../../domain/broadcast-room.ts';
import { lowBalanceText } from '../../../domain/cam-dialogs.ts';

const streams = ROOM_BROADCAST_EXAMPLE.streams;

describe('broadcast room rules', () => {
  it('cost to start a private show = privateShowMinDuration × privateShowTariff', () => {
    const settings = settingsOfBroadcast(ROOM_BROADCAST_EXAMPLE);
    expect(privateShowCost(settings)).toBe(150);
    expect(voicePrivateShowCost(settings)).toBe(100);
    expect(privateShowCost({ ...settings, privateShowTariff: 0 })).toBe(0);
  });

  it('the stream switch only when every stream is online; 6K from the first stream', () => {
    expect(streamSwitchOffered(streams)).toBe(true);
    expect(streamSwitchOffered([streams[0] as (typeof streams)[0], { ...(streams[1] as (typeof streams)[0]), status: 'offline' }])).toBe(false);
    expect(streamSwitchOffered([])).toBe(false);
    expect(isSixK(streams)).toBe(true);
    expect(isSixK([{ ...(streams[0] as (typeof streams)[0]), resolutionInfo: { resolutionType: '4K' } }])).toBe(false);
    expect(clearsStream('PRIVATE_SHOW')).toBe(true);
    expect(clearsStream('AWAY')).toBe(true);
    expect(clearsStream('SPY_SHOW')).toBe(false);
  });

  it('the model: the name put first in the bio', () => {
    expect(roomModel(ROOM_BROADCAST_EXAMPLE, null)).toEqual({
      id: 'model-luna',
      nickname: 'luna',
      name: 'Luna Vale',
      bio: ['Luna Vale', 'Stargazer and yoga lover.', 'Say hi in the chat!'],
    });
    expect(roomModel({ ...ROOM_BROADCAST_EXAMPLE, modelName: '' }, null).name).toBe('luna');
  });

  it('derived profile values: appearance and the in_show / in_private_show / specifics groups', () => {
    const model = roomModel(ROOM_BROADCAST_EXAMPLE, ROOM_PROFILE_EXAMPLE);
    const derived = deriveProfile(model, {
      ...ROOM_PROFILE_EXAMPLE,
      tagGroups: [
        { code: 'activities', tags: [{ name: 'Dancing' }] },
        { code: 'm_in_private_shows', tags: [{ name: 'Cosplay' }] },
        { code: 'appearance', tags: [{ name: 'Redhead' }] },
        { code: 'languages', tags: [{ name: 'English' }] },
        { code: 'extras', tags: [{ name: 'Tattoos' }] },
      ],
    });
    expect(derived).toEqual({
      bio: model.bio,
      appearance: 'Slim, Latina, Black hair, Brown eyes, Redhead',
      inShow: ['Dancing'],
      inPrivateShow: ['Cosplay'],
      specifics: ['Tattoos'],
    });
    expect(deriveProfile(model, { ...ROOM_PROFILE_EXAMPLE, ethnicity: '', eyeColor: '' }).appearance).toBe('Slim, Black hair');
    expect(deriveProfile(model, null)).toEqual({ bio: model.bio, appearance: '', inShow: [], inPrivateShow: [], specifics: [] });
  });

  it('compliment presets: 10/20/30 % of the fee total rounded up to 5, default the middle; none without a show fee', () => {
    expect(complimentPresets(200)).toEqual([20, 40, 60]);
    expect(complimentPresets(33)).toEqual([5, 10]);
    expect(complimentInfo({ privateShowFee: 150, privateChatTipFee: 20, tipMenuFee: 0, toysMenuFee: 0, privateRequestId: 'p' })).toEqual({
      defaultAmount: 35,
      privateRequestId: 'p',
      presetList: [20, 35, 55],
    });
    expect(complimentInfo({ privateShowFee: 0, privateChatTipFee: 20, tipMenuFee: 0, toysMenuFee: 0, privateRequestId: 'p' })).toMatchObject({
      defaultAmount: 0,
      presetList: [],
    });
    expect(canCompliment(10, 'p')).toBe(true);
    expect(canCompliment(0, 'p')).toBe(false);
    expect(canCompliment(10, '')).toBe(false);
    expect(canCompliment(Number.NaN, 'p')).toBe(false);
  });

  it('§8 private request, spy request and refusal dialogs', () => {
    expect(privateRequestDialog('Not enough balance to connect the service')).toEqual({ kind: 'notEnough' });
    expect(privateRequestDialog('Request already exists')).toEqual({
      kind: 'message',
      title: 'Private request',
      text: 'The request has already been sent!',
    });
    expect(privateRequestDialog('You can send only one request to spy per 1 minute')).toEqual({
      kind: 'message',
      title: 'Private request error',
      text: 'You can send only one request to spy per 1 minute',
    });
    expect(privateRequestDialog('boom')).toMatchObject({ text: 'Sorry, something went wrong. Try again next time.' });
    expect(spyRequestDialog('Client has not enough balance to connect the service')).toEqual({ kind: 'notEnough' });
    expect(spyRequestDialog('You can send only one request to spy per 1 minute')).toMatchObject({ title: 'Spy request error' });
    expect(spyRequestDialog('boom')).toEqual({ kind: 'message', title: 'Spy request error', text: 'Failed to send a spy request!' });
    expect(refusalDialog('BILLING', 'luna')).toEqual({ kind: 'notEnough' });
    expect(refusalDialog('SETTINGS_CHANGED', 'luna')).toEqual({
      kind: 'message',
      title: 'Settings changed',
      text: 'The settings were changed by the model during the private request. Try sending a private request again.',
    });
    expect(refusalDialog('BUSY', 'luna')).toEqual({
      kind: 'message',
      title: 'Private Show with luna',
      text: 'Unfortunately, luna is unable to accept your request for private chat now. You may send a new request later.',
      hint: "We won't charge you until the private show begins.",
    });
    expect(lowBalanceText(3, 'private')).toBe(
      'You have left of tokens for only 3 minutes in private chat. Please, increase your balance to continue the show.',
    );
    expect(lowBalanceText(1, 'spy')).toBe(
      'You have left of tokens for only 1 minutes in spy mode. Please, increase your balance to continue the show.',
    );
  });

  it('room events: only this broadcast, menus only with their fields, cam-session events left out', () => {
    const id = 'broadcast-luna';
    expect(roomChannelEvent({ event: 'onViewersCountChanged', data: { broadcastId: id, count: 3 } }, id)).toEqual({
      type: 'VIEWERS_CHANGED',
      count: 3,
    });
    expect(roomChannelEvent({ event: 'onViewersCountChanged', data: { broadcastId: 'x', count: 3 } }, id)).toBeNull();
    expect(roomChannelEvent({ event: 'onTipMenuChanged', data: { tipMenu: [] } }, id)).toBeNull();
    expect(roomChannelEvent({ event: 'onTipMenuChanged', data: { tipMenuEnabled: true } }, id)).toBeNull();
    expect(roomChannelEvent({ event: 'onTipMenuChanged', data: { tipMenu: [], tipMenuEnabled: false } }, id)).toEqual({
      type: 'TIP_MENU_CHANGED',
      items: [],
      enabled: false,
    });
    expect(roomChannelEvent({ event: 'onToysMenuChanged', data: {} }, id)).toBeNull();
    expect(roomChannelEvent({ event: 'onToysMenuChanged', data: { toysMenu: [] } }, id)).toEqual({ type: 'TOY_MENU_CHANGED', items: [] });
    // This room's held show is restored by entering again; another room's is the cam session's (it navigates there).
    expect(roomChannelEvent({ event: 'incompleteSessionFound', data: { broadcastId: id, modelNickname: 'luna' } }, id)).toEqual({
      type: 'INCOMPLETE_SESSION_FOUND',
    });
    expect(roomChannelEvent({ event: 'incompleteSessionFound', data: { broadcastId: 'x', modelNickname: 'mia' } }, id)).toBeNull();
    expect(roomChannelEvent({ event: 'onError', data: { message: 'x' } }, id)).toBeNull();
    expect(roomChannelEvent({ event: 'onCurrentStreamChanged', data: { streamInfo: { url: '/s.m3u8' } } }, id)).toEqual({
      type: 'STREAM_CHANGED',
      url: '/s.m3u8',
    });
    expect(roomChannelEvent({ event: 'onPrivateShowRequestRefused', data: { reason: 'BILLING' } }, id)).toEqual({
      type: 'REQUEST_REFUSED',
      reason: 'BILLING',
    });
  });
});
