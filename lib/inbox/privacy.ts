import type { Delivery, DeliveryChannel, Removal } from '@/lib/intake/store/store';
import type { SearchParams } from './listing';

/**
 * What the privacy page says after an erasure, carried by the redirect's query: counts, and the recipients that
 * already held a copy and must be told (GDPR Art. 19). Never the erased address: it is gone from the store, and it
 * stays out of the address bar, the history and the server's logs.
 */

/** A recipient the team passed a submission on to: the CRM, or the team's mailboxes. */
export type ToldChannel = Extract<DeliveryChannel, 'webhook' | 'team-mail'>;

export type Recipient = {
  channel: ToldChannel;
  /** The CRM's URL, or `mailto:` and the team's addresses. */
  destination: string;
  deliveredAt: Date;
  /** Which submission it was (the CRM's Idempotency-Key), so the recipient finds its copy. */
  submissionId: string;
};

export type ErasureOutcome = { erased: number; files: number; cancelled: number; told: Recipient[] };

const TOLD_CHANNELS: readonly string[] = ['webhook', 'team-mail'] satisfies ToldChannel[];

/**
 * The deliveries already made whose recipients hold a copy: the CRM and the team's mailboxes. The sender's
 * acknowledgement went to the person themselves, so it is left out, and with it their address.
 */
export function recipientsOf(deliveries: readonly Delivery[]): Recipient[] {
  return deliveries.flatMap((delivery) =>
    delivery.state === 'delivered' && delivery.deliveredAt && TOLD_CHANNELS.includes(delivery.channel)
      ? [
          {
            channel: delivery.channel as ToldChannel,
            destination: delivery.url,
            deliveredAt: delivery.deliveredAt,
            submissionId: delivery.submissionId,
          },
        ]
      : [],
  );
}

/** One `told` value: channel, time, submission, then the destination (which holds no spaces: a URL or `mailto:`). */
const toldValue = (recipient: Recipient) =>
  [recipient.channel, recipient.deliveredAt.toISOString(), recipient.submissionId, recipient.destination].join(' ');

/** The query the erase action redirects with: `erased`, `files`, `cancelled`, and a `told` per recipient. */
export function erasureQuery(removal: Removal): string {
  const query = new URLSearchParams({
    erased: String(removal.tombstones.length),
    files: String(removal.files),
    cancelled: String(removal.cancelled),
  });
  for (const value of new Set(recipientsOf(removal.delivered).map(toldValue))) query.append('told', value);
  return query.toString();
}

const count = (value: SearchParams[string]) => {
  const number = Number(value);
  return typeof value === 'string' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

/** A `told` value read back; anything else (a hand-edited address bar) is left out. */
function readTold(value: string): Recipient[] {
  const [channel, time, submissionId, ...rest] = value.split(' ');
  const deliveredAt = new Date(time ?? '');
  const destination = rest.join(' ');
  if (!TOLD_CHANNELS.includes(channel ?? '') || Number.isNaN(deliveredAt.getTime()) || !submissionId || !destination) {
    return [];
  }
  return [{ channel: channel as ToldChannel, deliveredAt, submissionId, destination }];
}

/** What the redirect after an erasure says, or null when the page was not reached that way. */
export function readErasure(params: SearchParams): ErasureOutcome | null {
  const erased = count(params.erased);
  if (erased === undefined) return null;
  const told = params.told === undefined ? [] : [params.told].flat();
  return {
    erased,
    files: count(params.files) ?? 0,
    cancelled: count(params.cancelled) ?? 0,
    told: told.flatMap(readTold),
  };
}
