/**
 * The e-mail sending service's client ({sendService}, spec 001 §7 GET and PATCH /v1/subscription/{uid};
 * contracts/email-subscription.ts). Never throws: a subscription that cannot be read says whether the uid is unknown
 * (404) or the service failed; a save always answers a result {header, text, isError} — the service's own, also on a
 * refusal (422), or the generic error result when there is none.
 */
import type { SubscriptionConfig, SubscriptionPatch, SubscriptionResult } from '../contracts/email-subscription.ts';
import { SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_SAVE_FAILED } from '../contracts/email-subscription-texts.ts';
import type { HttpClient } from './http.ts';

export type SubscriptionLoad = { ok: true; config: SubscriptionConfig } | { ok: false; notFound: boolean; message: string };

export interface SendServiceApi {
  /** The subscription of a preferences link's uid. */
  subscription(uid: string): Promise<SubscriptionLoad>;
  /** Saves {type, other fields}; the result to show (isError on a refusal or a failure). */
  saveSubscription(uid: string, change: SubscriptionPatch): Promise<SubscriptionResult>;
}

export function createSendServiceApi(http: HttpClient): SendServiceApi {
  return {
    async subscription(uid) {
      const r = await http.call('emailSubscription', { params: { uid }, passNotFound: true });
      if (r.ok) return { ok: true, config: r.data.data };
      if (r.reason === 'not-found') return { ok: false, notFound: true, message: SUBSCRIPTION_NOT_FOUND };
      return { ok: false, notFound: false, message: r.message };
    },
    async saveSubscription(uid, change) {
      const r = await http.call('saveEmailSubscription', { params: { uid }, body: change, passNotFound: true });
      if (r.ok) return r.data;
      if (r.reason === 'not-found') return { header: SUBSCRIPTION_SAVE_FAILED.header, text: SUBSCRIPTION_NOT_FOUND, isError: true };
      // A refusal carries the service's own result; the contract is loaded only then.
      const { SubscriptionResult } = await import('../contracts/email-subscription.ts');
      const said = SubscriptionResult.safeParse(r.body);
      return said.success ? { ...said.data, isError: true } : SUBSCRIPTION_SAVE_FAILED;
    },
  };
}
