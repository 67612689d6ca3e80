/**
 * The name a member shows under in the room chat, the messenger and (until they choose one) the forum: a neutral
 * handle from their uuid, 'member_' and six digits, the same every time. It was their e-mail's local part, which
 * published half of every member's e-mail address to every room (issue 38, finding 10).
 */
import { createHash } from 'node:crypto';

export const memberHandle = (userUuid: string): string =>
  `member_${(Number.parseInt(createHash('sha256').update(`member-handle:${userUuid}`).digest('hex').slice(0, 8), 16) % 1_000_000)
    .toString()
    .padStart(6, '0')}`;
