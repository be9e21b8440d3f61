import { query } from './databases.js';

/**
 * Writes `count` mails to the outbox of the database at `url` in one transaction and notifies
 * the replicas, as the portal's `enqueueMail` does; answers their ids.
 */
export async function queueMails(url: string, count: number, prefix = 'ops'): Promise<number[]> {
  const rows = await query<{ id: number }>(
    url,
    `with added as (
       insert into mail_outbox (template_code, recipient, subject, html, text)
       select null, $1 || '-' || n || '@example.org', 'Courriel ' || n, '<p>Bonjour</p>', 'Bonjour'
       from generate_series(1, $2::int) as n
       returning id)
     select id, pg_notify('passerelle_jobs', 'mail') is null as notified from added`,
    [prefix, count],
  );
  return rows.map((row) => row.id);
}

/** The Message-ID the portal gives each of these outbox rows (modules/mail/mail-sender.ts). */
export async function messageIdsOf(url: string, ids: number[], host = 'localhost') {
  const rows = await query<{ id: number; created: string }>(
    url,
    `select id, floor(extract(epoch from created_at) * 1000)::bigint::text as created
     from mail_outbox where id = any($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [row.id, `<outbox.${row.id}.${Number(row.created).toString(36)}@${host}>`]),
  );
}
