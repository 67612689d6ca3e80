/**
 * The current sale event (spec 001 §4 'Sale event', §9 'Sale event group 1 means no sale event'): its id starts as
 * null and is fetched only while it is null or false; an answer of group 1 makes it false, any other its uuid. The
 * id is sent as the `event` query of the price-slot and sale-event requests.
 */
import type { SaleEvent } from '../contracts/sales.ts';

/** null: not fetched yet; false: no sale event; else the event's uuid. */
export type SaleEventId = string | false | null;

export const NO_SALE_EVENT_GROUP = 1;

export const needsSaleEvent = (id: SaleEventId): boolean => id === null || id === false;

export const saleEventIdOf = (event: Pick<SaleEvent, 'uuid' | 'saleEventGroup'> | null): SaleEventId =>
  event === null || event.saleEventGroup === NO_SALE_EVENT_GROUP ? false : event.uuid;

/** The `event` query: the uuid, or nothing without a sale event. */
export const saleEventQuery = (id: SaleEventId): { event?: string } => (typeof id === 'string' && id ? { event: id } : {});
