/** The table screen as a page opened by `name` on the in-process host: mounted, connected, welcomed. */
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import type { LocalHost } from '../../renderer/src/transport/local';
import TableView from '../../renderer/src/views/TableView.vue';
import type { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';
import { mountWith } from './mount';

export async function tablePage(host: LocalHost, clock: FakeClock, name: string) {
  setTransportFactory(() => host.connect());
  const w = mountWith(TableView, { attachTo: document.body });
  useSettings().name = name;
  const lobby = useLobby();
  const table = useTable();
  lobby.connect(null);
  await until(() => lobby.welcomed, 'the welcome', { clock });
  return { w, lobby, table };
}
