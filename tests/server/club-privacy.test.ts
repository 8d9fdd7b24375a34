/**
 * A club night against a hostile client (issue T3 3/8, items 3 and 4): a PIN evening shows nothing
 * (names, seats, standings, exports) to a connection that has not given that evening's PIN, whatever
 * it followed before (the page before any evening opened, or an earlier evening without a PIN); an
 * evening without a PIN takes four names from an address; a confirmation names the proposal it
 * confirms, so a changed hand is never confirmed by an answer to the one before.
 */
import { afterEach, expect, it } from 'vitest';
import type { ClubServerMessage } from '../../shared/club/protocol';
import type { ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening as open, phonesAndAbsentNames, register as registerAll } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
});

/** A client that keeps every frame it gets, as text: whatever it was told is in there. */
async function eavesdropper(url: string, from = '127.0.0.9'): Promise<{ client: TestClient; heard: () => string }> {
  const client = await TestClient.connect(url, 'Stranger', { from });
  clients.push(client);
  const frames: string[] = [];
  const inner = client.onMessage;
  client.onMessage = (m: ServerMessage) => {
    frames.push(JSON.stringify(m));
    inner?.(m);
  };
  return { client, heard: () => frames.join('\n') };
}

const refusal = (c: TestClient, of: string) => c.next<Extract<ClubServerMessage, { t: 'clubRefused' }>>((m) => m.t === 'clubRefused' && m.for === of);

it('a PIN evening is told to nobody without its PIN: not to a page that followed before it opened, nor one that followed an earlier evening', async () => {
  host = await testHost();
  // One follows the club page before anything is open; another follows an evening without a PIN.
  const early = await eavesdropper(host.url, '127.0.0.9');
  early.client.send({ t: 'clubWatch' });
  await early.client.next((m) => m.t === 'evening');
  const first = await open(host, { rounds: 1, hands: 1 }, clients);
  const before = await eavesdropper(host.url, '127.0.0.10');
  before.client.send({ t: 'clubWatch' });
  await eveningWhere(before.client, (e) => e.phase === 'registering');
  first.send({ t: 'clubFinish' });
  await eveningWhere(first, (e) => e.phase === 'finished');

  // The next evening has a PIN; its players register with it.
  const organiser = await open(host, { rounds: 1, hands: 1, pin: '4321' }, clients);
  await registerAll(host, ['Zelda', 'Yorick'], clients, '4321');
  organiser.send({ t: 'clubAddName', name: 'Xaver' });
  await eveningWhere(organiser, (e) => e.players.length === 3);
  await host.pass(500);
  for (const spy of [early, before]) {
    expect(spy.heard()).not.toMatch(/Zelda|Yorick|Xaver/);
    // Asked for its PIN instead (none given yet: not told one was wrong).
    expect(spy.heard()).toContain('"code":"pin-needed"');
    spy.client.send({ t: 'clubExport', format: 'json' });
    expect(await refusal(spy.client, 'clubExport')).toMatchObject({ code: 'not-watching' });
  }
  // With the PIN the page sees the evening.
  early.client.send({ t: 'clubWatch', pin: '4321' });
  const seen = await eveningWhere(early.client, (e) => e.players.length === 3);
  expect(seen.players.map((p) => p.name)).toEqual(['Zelda', 'Yorick', 'Xaver']);
  expect(before.heard()).not.toMatch(/Zelda|Yorick|Xaver/);
});

it('an evening without a PIN takes four names from one address; the organiser adds more', async () => {
  host = await testHost();
  const organiser = await open(host, { rounds: 1, hands: 1 }, clients);
  const flood = await TestClient.connect(host.url, 'Flood', { from: '127.0.0.20' });
  clients.push(flood);
  for (let i = 0; i < 4; i++) {
    flood.send({ t: 'clubRegister', name: `Junk ${i}` });
    await flood.next((m) => m.t === 'clubYou');
  }
  flood.send({ t: 'clubRegister', name: 'Junk 4' });
  expect(await refusal(flood, 'clubRegister')).toMatchObject({ code: 'too-many-names' });
  // Another address registers as usual; the organiser adds names as they like.
  await registerAll(host, ['Ann'], clients);
  organiser.send({ t: 'clubAddName', name: 'Bea' });
  const e = await eveningWhere(organiser, (v) => v.players.length === 6);
  expect(e.players.map((p) => p.name)).toEqual(['Junk 0', 'Junk 1', 'Junk 2', 'Junk 3', 'Ann', 'Bea']);
});

it('a confirmation on the wire names the hand and the proposal: one for a hand since changed is refused, and everyone sees the new one', async () => {
  host = await testHost();
  const organiser = await TestClient.connect(host.url, 'Organiser', { key: host.hostKey });
  clients.push(organiser);
  organiser.send({ t: 'clubOpen', options: { name: 'Tiles', preset: 'hungarian' }, evening: { round: { kind: 'hands', hands: 2 }, rounds: 1, botSeats: false, realTileTables: 1 } });
  await eveningWhere(organiser, (e) => e.phase === 'registering');
  const [ann, bea, cy] = await registerAll(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
  organiser.send({ t: 'clubNextRound' });
  await host.until(() => ann.you?.table !== null && ann.you?.table !== undefined, 'the draw');
  const hand = (winner: number) => ({ family: 'classical' as const, winner, scores: [0, 1, 2, 3].map((p) => (p === winner ? 40 : 4)), east: 1, from: null });
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: hand(0) });
  await eveningWhere(cy.client, (e) => e.tables[0]?.pending?.version === 1);
  // Bea changes it before Cy's confirmation of the first arrives.
  bea.client.send({ t: 'clubHand', token: bea.you!.token, hand: hand(1) });
  const changed = await eveningWhere(cy.client, (e) => e.tables[0]?.pending?.version === 2 && e.tables[0].pending.waitingFor.length === 3);
  expect(changed.tables[0].pending).toMatchObject({ hand: 1, version: 2 });
  expect(changed.tables[0].pending!.waitingFor.sort()).toEqual(['Ann', 'Cy', 'Dan']);
  cy.client.send({ t: 'clubConfirm', token: cy.you!.token, hand: 1, version: 1 });
  expect(await refusal(cy.client, 'clubConfirm')).toMatchObject({ code: 'stale-proposal' });
  // A confirmation that names no proposal is no message at all.
  cy.client.send({ t: 'clubConfirm', token: cy.you!.token } as never);
  expect(await cy.client.next((m) => m.t === 'error')).toMatchObject({ code: 'bad-message' });
  const beaId = host.club!.evening!.state.players.find((p) => p.name === 'Bea')!.id;
  expect(host.club!.evening!.state.tables[0].pending).toMatchObject({ version: 2, confirmed: [beaId] });
});

it('a name the organiser added is taken only with the code the organiser asks for; look-alikes are refused', async () => {
  host = await testHost();
  const organiser = await open(host, { rounds: 1, hands: 1 }, clients);
  organiser.send({ t: 'clubAddName', name: 'Fay' });
  const fayId = (await eveningWhere(organiser, (e) => e.players.length === 1)).players[0].id;
  organiser.send({ t: 'clubCode', player: fayId });
  const code = (await organiser.next<Extract<ClubServerMessage, { t: 'clubCode' }>>((m) => m.t === 'clubCode')).code;
  expect(code).toMatch(/^\d{4}$/);
  // Nobody else is told the codes.
  const spy = await eavesdropper(host.url, '127.0.0.30');
  spy.client.send({ t: 'clubWatch' });
  await eveningWhere(spy.client, (e) => e.players.length === 1);
  expect(spy.heard()).not.toContain(`"${code}"`);
  // A stranger cannot take Fay's name without its code, nor with a wrong one.
  spy.client.send({ t: 'clubRegister', name: 'fay' });
  expect(await refusal(spy.client, 'clubRegister')).toMatchObject({ code: 'claim-code' });
  const wrong = code === '0000' ? '0001' : '0000';
  spy.client.send({ t: 'clubRegister', name: 'Fay', code: wrong });
  expect(await refusal(spy.client, 'clubRegister')).toMatchObject({ code: 'wrong-code' });
  // Nor register a look-alike of it.
  spy.client.send({ t: 'clubRegister', name: 'F\u0430y\u200B' });
  expect(await refusal(spy.client, 'clubRegister')).toMatchObject({ code: 'claim-code' });
  expect(host.club!.evening!.state.players.map((p) => p.name)).toEqual(['Fay']);
  // Fay, with the code the organiser gave her, takes it.
  const fay = await TestClient.connect(host.url, 'Fay', { from: '127.0.0.31' });
  clients.push(fay);
  fay.send({ t: 'clubRegister', name: 'Fay', code });
  const you = await fay.next<Extract<ClubServerMessage, { t: 'clubYou' }>>((m) => m.t === 'clubYou');
  expect(you.you.name).toBe('Fay');
  // Taken: the code no longer works, and no code waits for the name any more.
  spy.client.send({ t: 'clubRegister', name: 'Fay', code });
  expect(await refusal(spy.client, 'clubRegister')).toMatchObject({ code: 'name-taken' });
  await eveningWhere(organiser, (e) => !e.players[0].codeWaiting);
});

it('a real-tile table with two players who never come: the organiser confirms a hand for the table, voids another, and ends its round', async () => {
  host = await testHost();
  // Fay and Eve are names the organiser added for friends without a phone.
  const { organiser, ann, bea } = await phonesAndAbsentNames(host, { rounds: 2, hands: 4 }, clients);
  const hand = (winner: number) => ({ family: 'classical' as const, winner, scores: [0, 1, 2, 3].map((p) => (p === winner ? 40 : 4)), east: 0, from: null });
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: hand(ann.you!.table!.place) });
  let view = await eveningWhere(organiser, (e) => e.tables[0]?.pending?.waitingFor.length === 3);
  bea.client.send({ t: 'clubConfirm', token: bea.you!.token, hand: 1, version: view.tables[0].pending!.version });
  view = await eveningWhere(organiser, (e) => e.tables[0]?.pending?.waitingFor.length === 2);
  expect(view.tables[0].pending!.waitingFor.sort()).toEqual(['Eve', 'Fay']);
  // Nobody but the organiser may confirm for the table.
  ann.client.send({ t: 'clubOrganiserConfirm', table: 0, hand: 1, version: view.tables[0].pending!.version });
  expect(await refusal(ann.client, 'clubOrganiserConfirm')).toMatchObject({ code: 'not-organiser' });
  organiser.send({ t: 'clubOrganiserConfirm', table: 0, hand: 1, version: view.tables[0].pending!.version });
  view = await eveningWhere(organiser, (e) => e.tables[0]?.hands === 1);
  expect(view.tables[0]).toMatchObject({ pending: null, byOrganiser: [1], done: false });
  // A second hand entered wrongly: voided.
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: hand(ann.you!.table!.place) });
  view = await eveningWhere(organiser, (e) => !!e.tables[0]?.pending);
  organiser.send({ t: 'clubVoidHand', table: 0, hand: 2, version: view.tables[0].pending!.version });
  view = await eveningWhere(organiser, (e) => e.tables[0]?.pending === null);
  expect(view.tables[0].hands).toBe(1);
  // The round ends with the hands entered so far; the evening moves on.
  organiser.send({ t: 'clubEndTable', table: 0 });
  view = await eveningWhere(organiser, (e) => e.phase === 'between');
  expect(view.standings.find((r) => r.name === 'Ann')!.points).toBeGreaterThan(0);
});

it('a real-tile riichi table starts at the rule set’s 30,000 points, as a screen table does', async () => {
  host = await testHost();
  const organiser = await TestClient.connect(host.url, 'Organiser', { key: host.hostKey });
  clients.push(organiser);
  organiser.send({ t: 'clubOpen', options: { name: 'Riichi tiles', preset: 'riichi' }, evening: { round: { kind: 'hands', hands: 4 }, rounds: 1, botSeats: false, realTileTables: 1 } });
  await eveningWhere(organiser, (e) => e.phase === 'registering');
  await registerAll(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
  organiser.send({ t: 'clubNextRound' });
  const view = await eveningWhere(organiser, (e) => e.phase === 'playing');
  expect(view.tables[0]).toMatchObject({ realTiles: true, scores: [30000, 30000, 30000, 30000] });
});

it('the organiser removes junk names never drawn: they leave the list, their tokens stop working, the name is free; a drawn player is withdrawn, not removed', async () => {
  host = await testHost();
  const organiser = await open(host, { rounds: 2, hands: 1 }, clients);
  const [junk, ...real] = await registerAll(host, ['Junk', 'Ann', 'Bea', 'Cy', 'Dan'], clients);
  const junkId = junk.you!.player;
  organiser.send({ t: 'clubRemoveName', player: junkId });
  const view = await eveningWhere(organiser, (e) => e.players.length === 4 && !e.players.some((p) => p.name === 'Junk'));
  expect(view.players.map((p) => p.name).sort()).toEqual(['Ann', 'Bea', 'Cy', 'Dan']);
  expect(view.standings.map((r) => r.name)).not.toContain('Junk');
  // Its page is told its name is gone; its token no longer says who anyone is; only the organiser may remove names.
  expect(await refusal(junk.client, 'clubWatch')).toMatchObject({ code: 'name-moved' });
  junk.client.send({ t: 'clubWatch', token: junk.you!.token });
  expect(await refusal(junk.client, 'clubWatch')).toMatchObject({ code: 'bad-token' });
  real[0].client.send({ t: 'clubRemoveName', player: real[1].you!.player });
  expect(await refusal(real[0].client, 'clubRemoveName')).toMatchObject({ code: 'not-organiser' });
  // The round is drawn without it; a drawn player cannot be removed.
  organiser.send({ t: 'clubNextRound' });
  const drawn = await eveningWhere(organiser, (e) => e.phase === 'playing');
  expect(drawn.tables.flatMap((t) => t.players).sort()).toEqual(['Ann', 'Bea', 'Cy', 'Dan']);
  organiser.send({ t: 'clubRemoveName', player: real[0].you!.player });
  expect(await refusal(organiser, 'clubRemoveName')).toMatchObject({ code: 'already-drawn' });
  // The name is free again.
  const again = await TestClient.connect(host.url, 'Junk2', { from: '127.0.0.40' });
  clients.push(again);
  again.send({ t: 'clubRegister', name: 'Junk' });
  expect((await again.next<Extract<ClubServerMessage, { t: 'clubYou' }>>((m) => m.t === 'clubYou')).you.name).toBe('Junk');
});

it('the organiser undoes their last step on the wire; nobody else may, and a name taken since is not taken back', async () => {
  host = await testHost();
  const organiser = await open(host, { rounds: 1, hands: 1 }, clients);
  organiser.send({ t: 'clubAddName', name: 'Gil' });
  let view = await eveningWhere(organiser, (e) => e.undo === 'addName');
  const [ann] = await registerAll(host, ['Ann'], clients);
  // Ann's registration came after: the organiser's step is no longer the last.
  view = await eveningWhere(organiser, (e) => e.players.length === 2 && e.undo === null);
  organiser.send({ t: 'clubRemoveName', player: view.players.find((p) => p.name === 'Gil')!.id });
  await eveningWhere(organiser, (e) => e.undo === 'removeName' && e.players.length === 1);
  ann.client.send({ t: 'clubUndo' });
  expect(await refusal(ann.client, 'clubUndo')).toMatchObject({ code: 'not-organiser' });
  organiser.send({ t: 'clubUndo' });
  view = await eveningWhere(organiser, (e) => e.players.length === 2 && e.undo === null);
  expect(view.players.map((p) => p.name).sort()).toEqual(['Ann', 'Gil']);
  // A name added, then taken with its code, stays.
  organiser.send({ t: 'clubAddName', name: 'Hob' });
  const hob = (await eveningWhere(organiser, (e) => e.players.some((p) => p.name === 'Hob'))).players.find((p) => p.name === 'Hob')!.id;
  organiser.send({ t: 'clubCode', player: hob });
  const hobCode = (await organiser.next<Extract<ClubServerMessage, { t: 'clubCode' }>>((m) => m.t === 'clubCode')).code;
  const phone = await TestClient.connect(host.url, 'Hob', { from: '127.0.0.50' });
  clients.push(phone);
  phone.send({ t: 'clubRegister', name: 'Hob', code: hobCode });
  await phone.next((m) => m.t === 'clubYou');
  organiser.send({ t: 'clubUndo' });
  expect(await refusal(organiser, 'clubUndo')).toMatchObject({ code: 'nothing-to-undo' });
  // A player leaving on their own device is theirs too: the organiser's Undo does not bring them back.
  organiser.send({ t: 'clubAddName', name: 'Ivo' });
  await eveningWhere(organiser, (e) => e.undo === 'addName');
  ann.client.send({ t: 'clubLeave', token: ann.you!.token });
  await eveningWhere(organiser, (e) => e.undo === null && e.players.some((p) => p.name === 'Ann' && !p.present));
  organiser.send({ t: 'clubUndo' });
  expect(await refusal(organiser, 'clubUndo')).toMatchObject({ code: 'nothing-to-undo' });
});

it('a player of an earlier evening is nobody in the next one: never told the new player of the same number', async () => {
  host = await testHost();
  const first = await open(host, { rounds: 1, hands: 1 }, clients);
  const [old] = await registerAll(host, ['Old'], clients);
  expect(old.you!.player).toBe(0);
  first.send({ t: 'clubFinish' });
  await eveningWhere(first, (e) => e.phase === 'finished');
  await open(host, { rounds: 1, hands: 1 }, clients);
  const [fresh] = await registerAll(host, ['Fresh'], clients);
  expect(fresh.you!.player).toBe(0);
  await eveningWhere(old.client, (e) => e.players.some((p) => p.name === 'Fresh'));
  await host.pass(300);
  // Old follows the new evening (it has no PIN) but was never told it is Fresh.
  expect(old.you!.name).toBe('Old');
});
