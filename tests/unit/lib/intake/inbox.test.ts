// @vitest-environment node
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addNote,
  campaignReport,
  disableStaff,
  fillSearchText,
  filterChoices,
  findStaff,
  getState,
  inviteStaff,
  listInbox,
  listNotes,
  listStaff,
  updateState,
  type InboxCursor,
  type InboxFilter,
  type InboxPage,
} from '@/lib/intake/store/inbox';
import type { Role, Status } from '@/lib/inbox/roles';
import type { Steps } from '@/lib/intake/store/steps';
import type { Actor, IntakeStore, NewSubmission, SubmissionKind } from '@/lib/intake/store/store';
import { newLead } from '@/tests/support/intakeDb';
import { directSql, storeBackends, type BackendUnderTest } from '@/tests/support/storeBackends';

/**
 * The back office's store operations (`inbox.ts`) as the people using the inbox see them: the listing, its search,
 * filters and pages, the state of a submission and its notes, the staff, and the campaign report; on SQLite and,
 * with a test server (TEST_DATABASE_URL), on PostgreSQL.
 */
const NOW = new Date('2026-03-10T12:00:00.000Z');
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const by = (name: string, at = NOW): Actor => ({ at, by: name });

/** What a visitor sent: a lead, or an application when it names a job. */
type Sent = {
  name?: string;
  email?: string;
  message?: string;
  jobId?: string;
  receivedAt?: string;
  utm?: Record<string, string>;
  spam?: NewSubmission['spam'];
};

const submission = ({
  name = 'Ioana Pop',
  email = 'ioana@example.ro',
  message = 'An app for our bakery',
  jobId,
  receivedAt = '2026-03-02T09:15:00.000Z',
  utm = {},
  spam = null,
}: Sent): NewSubmission => {
  const kind: SubmissionKind = jobId ? 'application' : 'lead';
  return newLead({
    kind,
    entries: [
      [`${kind}[name]`, name],
      [`${kind}[email]`, email],
      [`${kind}[message]`, message],
    ],
    fields: { name, email, message, ...(jobId ? { jobId } : {}) },
    attribution: utm,
    receivedAt: new Date(receivedAt),
    spam,
  });
};

const BOTH: SubmissionKind[] = ['lead', 'application'];
const sorted = (values: string[]) => [...values].sort();

describe.each(storeBackends)('the inbox on $name', ({ available, create }) => {
  let backend: Awaited<ReturnType<BackendUnderTest['create']>>;
  let store: IntakeStore;

  const save = async (sent: Sent = {}) => (await store.save(submission(sent))).id;
  const list = (filter: Partial<InboxFilter> = {}, after: InboxCursor | null = null) =>
    store.transact(listInbox(store.dialect, { kinds: BOTH, ...filter }, after));
  const ids = async (filter: Partial<InboxFilter> = {}) => (await list(filter)).rows.map((row) => row.id);
  /** One statement in the store's own transaction (`?` placeholders on both engines). */
  const sql = (text: string, params: unknown[] = []) =>
    store.transact(
      (function* (): Steps<Record<string, unknown>[]> {
        return (yield { sql: text, params }).rows;
      })(),
    );
  const invite = (email: string, name: string, role: Role, at = NOW) =>
    store.transact(inviteStaff({ email, name, role }, by('Admin', at)));
  const state = (id: string) => store.transact(getState(store.dialect, id));
  const update = (id: string, version: number, status: Status, assigneeId: string | null, actor: Actor) =>
    store.transact(updateState(store.dialect, id, version, { status, assigneeId }, actor));
  /** Sets a state as someone who just read it. */
  const change = async (id: string, status: Status, assigneeId: string | null = null, actor = by('Maria')) => {
    const result = await update(id, (await state(id)).version, status, assigneeId, actor);
    expect(result.ok).toBe(true);
  };

  beforeEach(async (context) => {
    if (!available) return context.skip();
    backend = await create();
    store = backend.store;
  });
  afterEach(async () => {
    if (!available) return;
    await store.close();
    await backend.remove();
  });

  it('lists newest first only the kinds a role works, never spam', async () => {
    const january = await save({
      name: 'Ana Pop',
      email: 'ana@example.ro',
      message: 'We need\n  an app   for our bakery',
      receivedAt: '2026-01-05T09:00:00.000Z',
      utm: { utm_source: 'google', utm_campaign: 'brand' },
    });
    const february = await save({ name: 'Mihai Ene', receivedAt: '2026-02-01T10:00:00.000Z' });
    const march = await save({ name: 'Radu Ene', jobId: 'senior-react-developer', receivedAt: '2026-03-01T10:00:00Z' });
    await save({ name: 'Spam Bot', receivedAt: '2026-03-05T10:00:00.000Z', spam: 'honeypot' });
    await save({
      name: 'Spam Ene',
      jobId: 'senior-react-developer',
      receivedAt: '2026-03-06T10:00Z',
      spam: 'too-fast',
    });

    expect(await ids({ kinds: ['lead'] })).toEqual([february, january]);
    expect(await ids({ kinds: ['application'] })).toEqual([march]);
    expect(await ids({ kinds: BOTH })).toEqual([march, february, january]);
    // A sales person does not find an application by searching for it either; marketing lists nothing.
    expect(await ids({ kinds: ['lead'], query: 'Radu' })).toEqual([]);
    expect(await list({ kinds: [] })).toEqual({ rows: [], total: 0, next: null });
    expect(await ids({ query: 'spam' })).toEqual([]);

    const page = await list({ kinds: ['lead'] });
    expect(page).toMatchObject({ total: 2, next: null });
    expect(page.rows[1]).toEqual({
      id: january,
      kind: 'lead',
      receivedAt: new Date('2026-01-05T09:00:00.000Z'),
      name: 'Ana Pop',
      email: 'ana@example.ro',
      summary: 'We need an app for our bakery',
      jobId: null,
      source: 'google',
      campaign: 'brand',
      status: 'new',
      assigneeName: null,
      // Everything it carries, for the CSV export.
      fields: expect.objectContaining({ name: 'Ana Pop', email: 'ana@example.ro' }),
      attribution: { utm_source: 'google', utm_campaign: 'brand' },
    });
    expect((await list({ kinds: ['application'] })).rows[0]).toMatchObject({
      jobId: 'senior-react-developer',
      source: null,
    });
  });

  it('finds by name, address and message in any case, with or without diacritics, % and _ as they are', async () => {
    const ana = await save({
      name: 'Ana Ștefănescu',
      email: 'ana@brutaria.ro',
      message: 'O aplicație pentru brutăria noastră',
    });
    const mihai = await save({
      name: 'MIHAI ȘTEFĂNESCU',
      email: 'Mihai.Stefanescu@Firma.RO',
      message: 'Discount 100% for_real',
    });
    const ioana = await save({
      name: 'Ioana Pop',
      email: 'ioana@example.ro',
      message: 'A shop for 1000 users, for-real',
    });
    const search = async (query: string) => sorted(await ids({ kinds: ['lead'], query }));

    expect(await search('stefanescu')).toEqual(sorted([ana, mihai]));
    expect(await search('ștefănescu')).toEqual(sorted([ana, mihai]));
    expect(await search('ȘTEFĂNESCU')).toEqual(sorted([ana, mihai]));
    expect(await search('  ana   stefanescu ')).toEqual([ana]);
    expect(await search('MIHAI.stefanescu@firma')).toEqual([mihai]);
    expect(await search('BRUTARIA NOASTRA')).toEqual([ana]);
    expect(await search('aplicație')).toEqual([ana]);
    expect(await search('100%')).toEqual([mihai]);
    expect(await search('for_real')).toEqual([mihai]);
    expect(await search('%')).toEqual([mihai]);
    expect(await search('_')).toEqual([mihai]);
    expect(await search('\\')).toEqual([]);
    expect(await search('nobody')).toEqual([]);
    expect(await search('   ')).toEqual(sorted([ana, mihai, ioana]));
    expect((await list({ query: 'Stefanescu' })).total).toBe(2);
  });

  it('filters by status (new without a state), dates, job, source, campaign and assignee', async () => {
    const maria = await invite('maria@wolfpack.example', 'Maria Ionescu', 'sales');
    const a = await save({
      receivedAt: '2026-01-10T08:00:00.000Z',
      utm: { utm_source: 'google', utm_campaign: 'brand' },
    });
    const b = await save({
      receivedAt: '2026-02-10T08:00:00.000Z',
      utm: { utm_source: 'linkedin', utm_campaign: 'spring' },
    });
    const c = await save({
      receivedAt: '2026-03-01T00:00:00.000Z',
      utm: { utm_source: 'google', utm_campaign: 'spring' },
    });
    const rails = await save({ jobId: 'ruby-on-rails-developer', receivedAt: '2026-02-11T08:00:00.000Z' });
    const react = await save({ jobId: 'senior-react-developer', receivedAt: '2026-02-12T08:00:00.000Z' });
    await change(b, 'contacted', maria.id);
    await change(c, 'qualified');
    await change(rails, 'screening', maria.id);

    expect(await ids({ kinds: ['lead'], status: 'new' })).toEqual([a]);
    expect(await ids({ status: 'new' })).toEqual([react, a]);
    expect(await ids({ kinds: ['lead'], status: 'contacted' })).toEqual([b]);
    expect(await ids({ kinds: ['lead'], status: 'won' })).toEqual([]);
    // From the first instant, up to the last one excluded.
    const from = new Date('2026-02-10T08:00:00.000Z');
    const to = new Date('2026-03-01T00:00:00.000Z');
    expect(await ids({ from, to })).toEqual([react, rails, b]);
    expect(await ids({ from })).toEqual([c, react, rails, b]);
    expect(await ids({ to })).toEqual([react, rails, b, a]);
    expect(await ids({ jobId: 'ruby-on-rails-developer' })).toEqual([rails]);
    expect(await ids({ kinds: ['lead'], jobId: 'ruby-on-rails-developer' })).toEqual([]);
    expect(await ids({ source: 'google' })).toEqual([c, a]);
    expect(await ids({ campaign: 'spring' })).toEqual([c, b]);
    expect(await ids({ source: 'google', campaign: 'spring' })).toEqual([c]);
    expect(await ids({ assignee: maria.id })).toEqual([rails, b]);
    expect(await ids({ kinds: ['lead'], assignee: 'none' })).toEqual([c, a]);
    expect(await ids({ assignee: maria.id, status: 'contacted', source: 'linkedin', from, query: 'bakery' })).toEqual([
      b,
    ]);
    const [assigned] = (await list({ kinds: ['lead'], assignee: maria.id })).rows;
    expect(assigned).toMatchObject({ id: b, status: 'contacted', assigneeName: 'Maria Ionescu' });
    expect((await list({ status: 'new' })).total).toBe(2);
  });

  it('pages 120 submissions by keyset, 50, 50 and 20, none twice and none missed, many sharing a time', async () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const saved: { id: string; at: number }[] = [];
    for (let index = 0; index < 120; index += 1) {
      // Four at a time arrive in the same millisecond.
      const at = start + Math.floor(index / 4) * 60_000;
      saved.push({ id: await save({ name: `Client ${index}`, receivedAt: new Date(at).toISOString() }), at });
    }
    await save({ jobId: 'senior-react-developer', receivedAt: '2026-01-01T00:10:00.000Z' });
    await save({ receivedAt: '2026-01-01T00:10:00.000Z', spam: 'honeypot' });
    const expected = saved
      .sort((x, y) => y.at - x.at || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0))
      .map((entry) => entry.id);

    const walk = async (filter: Partial<InboxFilter>) => {
      const pages: InboxPage[] = [];
      let after: InboxCursor | null = null;
      do {
        const page: InboxPage = await list(filter, after);
        pages.push(page);
        after = page.next;
      } while (after && pages.length < 5);
      return pages;
    };
    for (const filter of [{ kinds: ['lead'] }, { kinds: BOTH, query: 'client', status: 'new' }] as const) {
      const pages = await walk(filter);
      expect(pages.map((page) => page.rows.length)).toEqual([50, 50, 20]);
      expect(pages.map((page) => page.total)).toEqual([120, 120, 120]);
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
      expect(pages.at(-1)!.next).toBeNull();
    }
  });

  it('finds at the next listing what was stored after the last one, or by a release that wrote no search text', async () => {
    const ana = await save({ name: 'Ana Pop' });
    expect(await ids({ query: 'ana' })).toEqual([ana]);
    const stefan = await save({ name: 'Ștefan Ionescu', email: 'Stefan@Example.RO', message: 'Un magazin  online' });
    expect(await sql('SELECT search_text FROM submissions WHERE id = ?', [stefan])).toEqual([{ search_text: null }]);
    expect(await ids({ query: 'stefan' })).toEqual([stefan]);
    expect(await sql('SELECT search_text FROM submissions WHERE id = ?', [stefan])).toEqual([
      { search_text: 'stefan ionescu stefan@example.ro un magazin online' },
    ]);

    // 1,200 copies of Ana's lead written without search text: filled in batches at the next listing.
    await sql(
      `INSERT INTO submissions (id, kind, entries, fields, attribution, received_at, user_agent, ip_hash, spam)
       WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
       SELECT 'copy-' || n.i, kind, entries, fields, attribution, received_at, user_agent, ip_hash, spam
       FROM n, submissions WHERE id = ?`,
      [ana],
    );
    // Two people open the inbox at once: one fills, the other waits for it (PostgreSQL), both find them all.
    const both = await Promise.all([list({ query: 'ANA POP' }), list({ query: 'ana pop', kinds: ['lead'] })]);
    expect(both.map((page) => page.total)).toEqual([1201, 1201]);
    expect(await store.transact(fillSearchText(store.dialect))).toBe(0);
  });

  it('creates the state at the first change and tells the second of two who read one version what the first set', async () => {
    const maria = await invite('maria@wolfpack.example', 'Maria Ionescu', 'sales');
    const andrei = await invite('andrei@wolfpack.example', 'Andrei Pop', 'sales');
    const id = await save({ name: 'Ana Pop', email: 'ana.pop@example.ro' });
    expect(await state(id)).toEqual({ status: 'new', assigneeId: null, version: 0, updatedAt: null, updatedBy: null });

    const first = await update(id, 0, 'contacted', maria.id, by('Maria Ionescu', minutesLater(1)));
    const contacted = {
      status: 'contacted',
      assigneeId: maria.id,
      version: 1,
      updatedAt: minutesLater(1),
      updatedBy: 'Maria Ionescu',
    };
    expect(first).toEqual({ ok: true, state: contacted });
    expect(await state(id)).toEqual(contacted);

    // Both opened it at version 1; Maria saves first.
    const qualified = await update(id, 1, 'qualified', maria.id, by('Maria Ionescu', minutesLater(2)));
    const lost = await update(id, 1, 'lost', andrei.id, by('Andrei Pop', minutesLater(3)));
    const current = { ...contacted, status: 'qualified', version: 2, updatedAt: minutesLater(2) };
    expect(qualified).toEqual({ ok: true, state: current });
    expect(lost).toEqual({ ok: false, current });
    expect(await state(id)).toEqual(current);
    expect((await list()).rows[0]).toMatchObject({ status: 'qualified', assigneeName: 'Maria Ionescu' });

    const audit = (await store.auditLog()).filter((entry) => entry.submissions === 1);
    expect(audit).toEqual([
      {
        action: 'status contacted, assign',
        actor: by('Maria Ionescu', minutesLater(1)),
        submissions: 1,
        addressHash: null,
        submissionId: id,
      },
      {
        action: 'status qualified',
        actor: by('Maria Ionescu', minutesLater(2)),
        submissions: 1,
        addressHash: null,
        submissionId: id,
      },
    ]);
    const logged = JSON.stringify(await store.auditLog()).toLowerCase();
    for (const personal of ['ana', 'pop@', 'maria@', 'andrei@']) expect(logged).not.toContain(personal);
  });

  it('lets one of two saving the same version at once win, the other told, at the first change and later', async () => {
    const id = await save();
    /**
     * Both save at once. On PostgreSQL, another connection holds the states table until both wait for it, so that
     * both read the same version for sure (at version 0 there is no row yet to lock: both insert, one is refused).
     */
    const race = async (version: number, at: Date) => {
      const gate = backend.env.DATABASE_URL ? new pg.Client({ connectionString: backend.env.DATABASE_URL }) : null;
      await gate?.connect();
      await gate?.query('BEGIN; LOCK TABLE submission_states IN EXCLUSIVE MODE');
      const results = Promise.all([
        update(id, version, 'contacted', null, by('Maria', at)),
        update(id, version, 'lost', null, by('Andrei', at)),
      ]);
      if (gate) {
        const waiting = async () =>
          (await gate.query(`SELECT COUNT(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'relation'`))
            .rows[0].n as number;
        while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 5));
        await gate.query('COMMIT');
        await gate.end();
      }
      return results;
    };
    for (const [version, at] of [
      [0, minutesLater(1)],
      [1, minutesLater(2)],
    ] as const) {
      const results = await race(version, at);
      const won = results.filter((result) => result.ok);
      expect(won).toHaveLength(1);
      const winner = won[0]!.state;
      expect(winner.version).toBe(version + 1);
      expect(results.find((result) => !result.ok)).toEqual({ ok: false, current: winner });
      expect(await state(id)).toEqual(winner);
    }
  });

  it('keeps a lead qualified in the report once it was, when it is lost later', async () => {
    const id = await save({ utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand' } });
    await change(id, 'contacted', null, by('Maria', minutesLater(1)));
    expect(await sql('SELECT qualified_at FROM submission_states')).toEqual([{ qualified_at: null }]);
    await change(id, 'qualified', null, by('Maria', minutesLater(2)));
    await change(id, 'lost', null, by('Maria', minutesLater(3)));
    const [row] = await sql('SELECT status, qualified_at FROM submission_states');
    expect(row!.status).toBe('lost');
    expect(new Date(row!.qualified_at as string)).toEqual(minutesLater(2));
    expect(await store.transact(campaignReport(store.dialect, new Date('2026-01-01')))).toEqual([
      { month: '2026-03', source: 'google', medium: 'cpc', campaign: 'brand', leads: 1, qualified: 1, won: 0 },
    ]);
  });

  it('lists notes oldest first with their authors, and an erasure takes the notes and the state with the address', async () => {
    const maria = await invite('maria@wolfpack.example', 'Maria Ionescu', 'sales');
    const andrei = await invite('andrei@wolfpack.example', 'Andrei Pop', 'sales');
    const address = 'Ana.Pop@Example.RO';
    const lead = await save({ name: 'Ana Pop', email: address });
    const later = await save({ name: 'Ana Pop', email: 'ana.pop@example.ro', receivedAt: '2026-03-05T10:00:00.000Z' });
    const other = await save({ name: 'Ioana Ene', email: 'ioana@example.ro' });
    await store.transact(addNote(lead, maria.id, 'Called Ana: wants a quote by Friday', by('Maria', minutesLater(1))));
    await store.transact(addNote(lead, andrei.id, 'Quote sent, 42k EUR', by('Andrei', minutesLater(5))));
    await store.transact(addNote(later, maria.id, 'Same bakery, second message', by('Maria', minutesLater(6))));
    await store.transact(addNote(other, maria.id, 'Ioana asked for a call', by('Maria', minutesLater(7))));
    await change(lead, 'contacted', maria.id);
    await change(other, 'contacted', andrei.id);

    const notes = await store.transact(listNotes(lead));
    expect(notes).toEqual([
      {
        id: expect.any(String),
        authorName: 'Maria Ionescu',
        body: 'Called Ana: wants a quote by Friday',
        createdAt: minutesLater(1),
      },
      { id: expect.any(String), authorName: 'Andrei Pop', body: 'Quote sent, 42k EUR', createdAt: minutesLater(5) },
    ]);
    expect(await store.transact(listNotes('no-such-submission'))).toEqual([]);
    expect((await store.auditLog()).filter((entry) => entry.action === 'note')).toEqual(
      [lead, lead, later, other].map((submissionId, index) =>
        expect.objectContaining({
          submissionId,
          addressHash: null,
          actor: expect.objectContaining({ by: index === 1 ? 'Andrei' : 'Maria' }),
        }),
      ),
    );

    await store.erase(address, by('dpo'));
    const db = directSql(backend.env);
    expect(await db.tables()).toEqual(expect.arrayContaining(['notes', 'submission_states', 'staff']));
    for (const trace of [address, 'Ana Pop', 'wants a quote', '42k EUR', 'Same bakery']) {
      expect(await db.tracesOf(trace)).toEqual([]);
    }
    expect(await db.tracesOf('Ioana asked for a call')).toEqual(['notes.body']);
    expect(await sql('SELECT submission_id FROM notes')).toEqual([{ submission_id: other }]);
    expect(await sql('SELECT submission_id FROM submission_states')).toEqual([{ submission_id: other }]);
  });

  it('invites staff by their lower-cased address, invites again with another role, and disables them', async () => {
    const maria = await invite('  Maria.Ionescu@Example.RO ', 'Maria Ionescu', 'sales');
    expect(maria).toEqual({
      id: expect.any(String),
      name: 'Maria Ionescu',
      email: 'maria.ionescu@example.ro',
      role: 'sales',
      disabledAt: null,
      createdAt: NOW,
      lastSignInAt: null,
    });
    expect(await store.transact(findStaff('MARIA.IONESCU@example.ro'))).toEqual(maria);
    const andrei = await invite('andrei@wolfpack.example', 'Andrei Pop', 'recruiting');
    const session = (id: string, staffId: string, createdAt: string) =>
      sql(
        `INSERT INTO staff_sessions (id, staff_id, token, expires_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [id, staffId, `token-${id}`, '2026-04-01T00:00:00.000Z', createdAt, createdAt],
      );
    await session('laptop', maria.id, '2026-03-08T08:00:00.000Z');
    await session('phone', maria.id, '2026-03-09T08:00:00.000Z');
    await session('andrei', andrei.id, '2026-03-09T09:00:00.000Z');
    expect((await store.transact(findStaff(maria.email)))!.lastSignInAt).toEqual(new Date('2026-03-09T08:00:00Z'));

    expect(await store.transact(disableStaff(' MARIA.ionescu@example.RO', by('Admin', minutesLater(1))))).toBe(true);
    expect(await sql('SELECT id FROM staff_sessions')).toEqual([{ id: 'andrei' }]);
    expect(await store.transact(findStaff(maria.email))).toMatchObject({
      disabledAt: minutesLater(1),
      lastSignInAt: null,
    });
    expect(await store.transact(disableStaff('nobody@wolfpack.example', by('Admin')))).toBe(false);

    const again = await invite('maria.ionescu@EXAMPLE.ro', 'Maria Ionescu-Pop', 'admin', minutesLater(2));
    expect(again).toEqual({ ...maria, name: 'Maria Ionescu-Pop', role: 'admin' });
    expect((await store.transact(listStaff())).map((person) => [person.email, person.role])).toEqual([
      ['andrei@wolfpack.example', 'recruiting'],
      ['maria.ionescu@example.ro', 'admin'],
    ]);
    expect((await store.auditLog()).map((entry) => entry.action)).toEqual([
      'invite sales',
      'invite recruiting',
      'disable staff',
      'invite admin',
    ]);
  });

  it('reports leads per month, source, medium and campaign, with how many were qualified and won', async () => {
    const google = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand' };
    const spring = { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'spring' };
    const brand = await Promise.all(
      ['2026-01-03T10:00:00.000Z', '2026-01-04T10:00:00.000Z', '2026-01-31T23:30:00.000Z'].map((receivedAt) =>
        save({ receivedAt, utm: google }),
      ),
    );
    await save({ receivedAt: '2026-01-10T10:00:00.000Z' });
    await save({ receivedAt: '2026-01-11T10:00:00.000Z', utm: { utm_source: '', utm_campaign: '' } });
    await save({ receivedAt: '2026-01-12T10:00:00.000Z', utm: { utm_medium: 'email' } });
    const springLead = await save({ receivedAt: '2026-02-01T00:30:00.000Z', utm: spring });
    // Not in the report: an application, spam, and a lead from before the report's start.
    const application = await save({ jobId: 'senior-react-developer', receivedAt: '2026-02-02T10:00Z', utm: spring });
    await save({ receivedAt: '2026-02-03T10:00:00.000Z', utm: spring, spam: 'honeypot' });
    await save({ receivedAt: '2025-12-31T23:59:59.999Z', utm: google });
    await change(brand[0]!, 'qualified');
    await change(brand[0]!, 'lost');
    await change(brand[1]!, 'won');
    await change(brand[2]!, 'contacted');
    await change(springLead, 'contacted');
    await change(application, 'hired');

    expect(await store.transact(campaignReport(store.dialect, new Date('2026-01-01T00:00:00.000Z')))).toEqual([
      { month: '2026-02', source: 'linkedin', medium: 'social', campaign: 'spring', leads: 1, qualified: 0, won: 0 },
      { month: '2026-01', source: 'google', medium: 'cpc', campaign: 'brand', leads: 3, qualified: 2, won: 1 },
      { month: '2026-01', source: '(none)', medium: '(none)', campaign: '(none)', leads: 2, qualified: 0, won: 0 },
      { month: '2026-01', source: '(none)', medium: 'email', campaign: '(none)', leads: 1, qualified: 0, won: 0 },
    ]);
    expect(await store.transact(campaignReport(store.dialect, new Date('2026-03-01T00:00:00.000Z')))).toEqual([]);
  });

  it('offers as filters the jobs, sources and campaigns of the kinds a role works', async () => {
    await save({ utm: { utm_source: 'google', utm_campaign: 'brand' } });
    await save({ utm: { utm_source: 'linkedin', utm_campaign: 'spring' } });
    await save({ utm: { utm_source: 'google', utm_campaign: '' } });
    await save({ jobId: 'senior-react-developer', utm: { utm_source: 'jobs-board', utm_campaign: 'hiring' } });
    await save({ jobId: 'senior-react-developer' });
    await save({ jobId: 'ruby-on-rails-developer' });
    await save({ jobId: 'spam-job', utm: { utm_source: 'spammy', utm_campaign: 'spammy' }, spam: 'honeypot' });
    const choices = (kinds: SubmissionKind[]) => store.transact(filterChoices(store.dialect, kinds));

    expect(await choices(['lead'])).toEqual({
      jobs: [],
      sources: ['google', 'linkedin'],
      campaigns: ['brand', 'spring'],
    });
    expect(await choices(['application'])).toEqual({
      jobs: ['ruby-on-rails-developer', 'senior-react-developer'],
      sources: ['jobs-board'],
      campaigns: ['hiring'],
    });
    expect(await choices(BOTH)).toEqual({
      jobs: ['ruby-on-rails-developer', 'senior-react-developer'],
      sources: ['google', 'jobs-board', 'linkedin'],
      campaigns: ['brand', 'hiring', 'spring'],
    });
    expect(await choices([])).toEqual({ jobs: [], sources: [], campaigns: [] });
  });
});
