/**
 * A refused move says why, and only until the table moves on (issue T3 2/8, item 5): a key pressed
 * at the wrong moment leaves no message for the rest of the hand.
 */
import { createPinia, setActivePinia } from 'pinia';
import { expect, it } from 'vitest';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';

it('a refused move’s message goes with the next view', async () => {
  const clock = new FakeClock();
  const host = new LocalHost({ clock, botDelayMs: 0, claimWindowMs: 40, claimPauseMs: 5, ceremonyMs: 0, entropyMs: 50 });
  setTransportFactory(() => host.connect());
  setActivePinia(createPinia());
  Object.assign(useSettings(), { name: 'Ann', autoDraw: false, autoPass: false });
  const lobby = useLobby();
  const table = useTable();
  lobby.connect(null);
  await until(() => lobby.welcomed, 'the welcome', { clock });
  lobby.createTable({ name: 'Practice', preset: 'hungarian', bots: 3 });
  // A bot's turn: Ann has nothing to do, and presses a key anyway.
  // (Ann plays her own moves until then: she may be East, or the first to be asked.)
  const playOrWait = () => {
    const v = table.view;
    if (!v?.hand || v.hand.phase === 'over') return false;
    if (v.legal.length === 0) return true;
    const o = table.offer;
    if (o.canDraw) table.act({ type: 'draw' });
    else if (o.discard.size) table.act({ type: 'discard', tile: [...o.discard][0] });
    else if (o.canPass) table.act({ type: 'pass' });
    return false;
  };
  await until(playOrWait, 'a bot’s turn', { clock, stepMs: 5 });
  const seq = table.seq;
  table.act({ type: 'discard', tile: table.view!.hand!.seats[table.view!.you!].concealed![0] });
  // The host's clock stands still meanwhile (the bots wait on it): nothing but the refusal can come.
  await until(() => table.lastError !== null, 'the refusal', { everyMs: 1 });
  expect(table.seq).toBe(seq);
  // Ann does nothing more; the bots play on: the next view takes the message away.
  await until(() => table.seq !== seq, 'the next view', { clock, stepMs: 5 });
  expect(table.lastError).toBeNull();
  lobby.disconnect();
  host.dispose();
});
