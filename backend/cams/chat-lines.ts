/** What the simulator's bots and invented viewers say in the rooms' chat (issue 16): invented, safe for work. */

export const BOT_LINES = [
  'Hi everyone, welcome to my room!',
  'How is your day going?',
  'Thanks for stopping by',
  'Check out my tip menu',
  'Any song requests?',
  'Love the energy here tonight',
  'Who is watching in VR right now?',
  'Say hi in the chat!',
] as const;

export const VIEWER_LINES = [
  'hello!',
  'great stream',
  'the 3D view is amazing',
  'hi from Berlin',
  'love this room',
  'what headset do you use?',
  'good evening all',
  'nice outfit',
] as const;

export const VIEWER_NAMES = ['vrfan42', 'nightowl', 'pixelpilot', 'skywalker7', 'cosmicjoe', 'lunatic_dev', 'tomcat', 'bluebird'] as const;

export const THANKS_LINES = ['Thank you so much', 'Aww, thanks', 'You are sweet, thank you', 'Thanks a lot'] as const;
