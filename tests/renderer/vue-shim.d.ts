// For the root `tsc` run: .vue files are type-checked by vue-tsc (renderer/tsconfig.json).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
