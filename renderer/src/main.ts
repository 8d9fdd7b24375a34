/** Sparrow's renderer: the same code in the app (preload bridge) and in a browser served by a host. */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { makeAppI18n } from './i18n/load';
import { pageHost, useLobby } from './stores/lobby';
import { useSettings } from './stores/settings';
import { bridge } from './transport/bridge';
import { rememberHostKey, takeHostKeyFromUrl } from './transport/hostKey';
import './style.css';

// The organiser link's key (#host=KEY) leaves the address bar before anything else runs.
takeHostKeyFromUrl();

const app = createApp(App);
const pinia = createPinia();
app.use(pinia);
const settings = useSettings(pinia);
app.use(await makeAppI18n(settings.locale));
app.mount('#app');

// Where to connect: ?host=addr (another host), ?local (the in-process host: offline practice, e.g.
// on a static server or Vite's dev server), the page's own table host; in the app, nothing until
// the player picks a table or hosts one (through the preload bridge).
const lobby = useLobby(pinia);
const params = new URLSearchParams(location.search);
const wanted = params.get('host');
const b = bridge();
if (params.has('local')) lobby.connect(null);
else if (wanted && b?.hostStatus) {
  // The app reopened saved tables on its own server: its key makes this page the organiser there.
  void b
    .hostStatus()
    .catch(() => null)
    .then((s) => {
      if (s?.address === wanted && s.hostKey) rememberHostKey(wanted, s.hostKey);
      lobby.connect(wanted);
    });
} else if (wanted) lobby.connect(wanted);
else if (pageHost() && !bridge()) lobby.connect(pageHost());
else if (!bridge()) lobby.connect(null);
