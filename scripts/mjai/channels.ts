/** The host's mjai line channels (a child process's stdio, a local socket): `electron/server/mjai-channel.ts`. */
export { socketChannel, stdioChannel, type ClosableChannel } from '../../electron/server/mjai-channel';
