/** What the simulator's bots and invented viewers say in the rooms' chat: invented, safe for work. */

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

/** What the models write in private messages: the first is a frozen world's answer, so tests know it. */
export const MESSENGER_REPLIES = [
  'Hey you! Thanks for the message 😊',
  'So nice to hear from you',
  'I am online tonight, come say hi in my room',
  'Haha, you always make me smile',
  'Did you try the 3D stream? It looks amazing in a headset',
  'I was just thinking about my next show',
  'Tell me more!',
  'Have a lovely evening',
] as const;

/** What members write in the seeded chats. */
export const MEMBER_LINES = [
  'Hi! Loved the show yesterday',
  'How was your weekend?',
  'The new room setup looks great',
  'When are you streaming next?',
  'That song was perfect',
  'Good morning!',
  'Thanks for the shout-out',
  'Can you do a Q&A in your next show?',
] as const;

/** A model's opening line when it starts a chat. */
export const MESSENGER_OPENERS = ['Hi there! Saw you in my room, thanks for visiting 💕', 'Hey, I am live now, drop by!'] as const;
