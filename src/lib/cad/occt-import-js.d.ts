/** occt-import-js ships no types; the parser (./parse.ts) describes the part of the module it reads. */
declare module 'occt-import-js' {
  type ModuleOptions = {
    locateFile?: (path: string, prefix: string) => string;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  };
  const occtimportjs: (options?: ModuleOptions) => Promise<unknown>;
  export default occtimportjs;
}
