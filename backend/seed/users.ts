/** Seeded demo users (backend/auth/demo-accounts.ts) with deterministic uuids and salts, plus a few favourites. */
import { DEMO_PASSWORD, demoAccounts } from '../auth/demo-accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { FULL_SECONDS } from '../media/vr-formats.ts';
import { BASE_TIME, DAY } from './constants.ts';
import type { Rng } from './prng.ts';
import type { SeedData, UserRow } from './types.ts';

export async function buildUsers(rng: Rng): Promise<UserRow[]> {
  const plans = demoAccounts.map((a, index) => ({ a, index, uuid: rng.uuid(), salt: Buffer.from(rng.hex(16), 'hex') }));
  return Promise.all(
    plans.map(async ({ a, index, uuid, salt }) => ({
      uuid,
      email: a.email,
      passwordHash: await hashPassword(DEMO_PASSWORD, salt),
      statusCode: a.usc,
      status: a.status,
      isTrial: a.isTrial,
      hasBenefits: a.hasBenefits,
      hasNonRemovableCard: a.usc === 100 && !a.isTrial,
      roles: a.roles,
      partners: [],
      affiliateId: null,
      tokenBalance: a.usc === 100 ? 150 : 0,
      registeredAt: BASE_TIME - (a.registeredDaysAgo ?? 300 - index * 20) * DAY,
      tokenKind: a.tokenKind ?? null,
      ageVerifiedAt: a.ageVerified ? BASE_TIME - DAY : null,
    })),
  );
}

/** The active member has watched four full videos lately: three part-way (the 'Continue watching' rail), one to the end. */
export function buildWatchProgress(users: UserRow[]): SeedData['watchProgress'] {
  const active = users.find((u) => u.email === 'active@demo.test');
  if (!active) return [];
  return [
    { videoId: 155, position: 4.2 },
    { videoId: 148, position: 6.5 },
    { videoId: 131, position: 2.4 },
    { videoId: 140, position: FULL_SECONDS },
  ].map((p, i) => ({ userUuid: active.uuid, ...p, finished: p.position >= FULL_SECONDS, updatedAt: BASE_TIME - (i + 1) * 3 * 3600 }));
}

export function buildFavorites(users: UserRow[]): Pick<SeedData, 'favoriteVideos' | 'favoriteModels'> {
  const active = users.find((u) => u.email === 'active@demo.test');
  const expired = users.find((u) => u.email === 'expired@demo.test');
  const favoriteVideos: SeedData['favoriteVideos'] = [];
  const favoriteModels: SeedData['favoriteModels'] = [];
  if (active) {
    favoriteVideos.push(...[150, 142, 120].map((videoId, i) => ({ userUuid: active.uuid, videoId, createdAt: BASE_TIME - (i + 1) * DAY })));
    favoriteModels.push(...[1, 5].map((modelId, i) => ({ userUuid: active.uuid, modelId, createdAt: BASE_TIME - (i + 1) * DAY })));
  }
  if (expired) favoriteVideos.push({ userUuid: expired.uuid, videoId: 10, createdAt: BASE_TIME - 90 * DAY });
  // favorites@demo.test (the dashboard's favourites page): 15 videos, one a day back from the base date (video 100 the
  // newest), so the page lists 12 and page 2 lists 3; models 10, 20, 30, 10 the newest.
  const favorites = users.find((u) => u.email === 'favorites@demo.test');
  if (favorites) {
    for (let i = 0; i < 15; i++) favoriteVideos.push({ userUuid: favorites.uuid, videoId: 100 - i, createdAt: BASE_TIME - (i + 1) * DAY });
    for (const [i, modelId] of [10, 20, 30].entries())
      favoriteModels.push({ userUuid: favorites.uuid, modelId, createdAt: BASE_TIME - (i + 1) * DAY });
  }
  return { favoriteVideos, favoriteModels };
}

/**
 * The demo members' memberships on this site (spec 001 §3 'Dashboard'; the dashboard info and the member-plus tile
 * read them: §5 'Member-plus tile' needs a card biller, epoch or segpay). Each is one of the base join-now prices,
 * joined when the account registered, and rebills the given number of days after the day the demo is seeded (`dayMs`,
 * demo-calendar.ts: a renewal date is always to come, a canceled membership's access always still runs):
 * - active@demo.test: 1 Month by Epoch (the member the member-plus offer opens for);
 * - admin@demo.test: 1 Year by SegPay;
 * - verified@demo.test: 1 Month by CCBill (another biller: the member-plus tile stays a link);
 * - canceled@demo.test: 3 Months by Epoch, canceled (it runs to its rebill date and ends there);
 * - active@demo.test also on MidnightVR, cancel@demo.test 1 Month by Epoch and on LumenAR (network sites' ones).
 * The accounts the member-plus service's tests buy with (expired, benefits, trial) have none.
 */
export function buildMemberships(users: UserRow[], dayMs: number): SeedData['memberships'] {
  const plans = [
    { email: 'active@demo.test', price: 'price-base-1m', paymentSystem: 'epoch', amount: 29.99, statusCode: 100, rebillDays: 18 },
    { email: 'admin@demo.test', price: 'price-base-1y', paymentSystem: 'segpay', amount: 99, statusCode: 100, rebillDays: 120 },
    { email: 'verified@demo.test', price: 'price-base-1m', paymentSystem: 'ccbill', amount: 29.99, statusCode: 100, rebillDays: 22 },
    { email: 'canceled@demo.test', price: 'price-base-3m', paymentSystem: 'epoch', amount: 59.99, statusCode: 200, rebillDays: 40 },
    // Membership info (spec 001 §2): a membership on another network site beside this one's (isExternalSite), and the
    // member the cancellation test cancels (monthly by Epoch here, LumenAR bought separately).
    {
      email: 'active@demo.test',
      price: 'partner-midnight-1m',
      paymentSystem: 'epoch',
      amount: 9.99,
      statusCode: 100,
      rebillDays: 60,
      siteHost: 'midnightvr.test',
    },
    // Its dates a year on: the access a cancellation keeps outlasts the demo's first year.
    { email: 'cancel@demo.test', price: 'price-base-1m', paymentSystem: 'epoch', amount: 29.99, statusCode: 100, rebillDays: 365 },
    {
      email: 'cancel@demo.test',
      price: 'mp-lumen-3m',
      paymentSystem: 'epoch',
      amount: 19.99,
      statusCode: 100,
      rebillDays: 370,
      siteHost: 'lumenar.test',
    },
    // Easy cancel: the member the easy-cancel test cancels through the survey (monthly by Epoch).
    { email: 'easycancel@demo.test', price: 'price-base-1m', paymentSystem: 'epoch', amount: 29.99, statusCode: 100, rebillDays: 25 },
  ];
  return plans.flatMap((plan, i) => {
    const user = users.find((u) => u.email === plan.email);
    if (!user) return [];
    return [
      {
        uuid: `membership-demo-${i + 1}`,
        userUuid: user.uuid,
        priceUuid: plan.price,
        paymentSystem: plan.paymentSystem,
        statusCode: plan.statusCode,
        isNonRecurring: false,
        joinedAt: user.registeredAt,
        rebillAt: dayMs / 1000 + plan.rebillDays * DAY,
        amountCents: Math.round(plan.amount * 100),
        currency: 'USD',
        siteHost: 'siteHost' in plan ? plan.siteHost : '',
      },
    ];
  });
}
