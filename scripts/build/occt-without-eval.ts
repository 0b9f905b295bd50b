import type { Plugin } from 'vite';

/**
 * occt-import-js's JavaScript glue (Emscripten embind, built with dynamic execution on) writes
 * the source of each C++ binding's JavaScript wrapper as a string and compiles it with
 * `new Function`. Our Content-Security-Policy allows WebAssembly to compile
 * (`'wasm-unsafe-eval'`) but no JavaScript eval, so in the browser the glue threw before it could
 * read a STEP or IGES file.
 *
 * This rewrites the two places that build code from strings into closures that do the same steps
 * with the same values: for each argument its `toWireType` (or `readValueFromPointer`), then the
 * call, then the destructors, then `fromWireType` (or `emval_returnValue`) on the result. It is
 * what Emscripten emits with `-sDYNAMIC_EXECUTION=0`; the WebAssembly is untouched. One more
 * `Function` use, emval's fallback for engines without `globalThis`, is never reached in a
 * browser or worker that has it and is left alone.
 *
 * The rewrite matches exact text of occt-import-js 0.0.23. Another version whose text differs
 * fails the build instead of shipping an eval the CSP would block. `scripts/build/occt-without-eval.test.ts`
 * runs the rewritten glue with code generation from strings disabled in V8 and parses every
 * sample file.
 *
 * occt-import-js is LGPL-2.1: this file is the whole of our change to it and is published under
 * the same licence (docs/decisions/0020-cad-preview.md).
 */

const GLUE_ID = /occt-import-js[\\/]dist[\\/]occt-import-js\.js$/;

// The wrapper of a C++ function or method, as embind's generated source is written
// (createJsInvoker): wire each argument, call, run destructors, read the result.
const INVOKER_FROM_STRING =
  'let[args,invokerFnBody]=createJsInvoker(argTypes,isClassMethodFunc,returns,isAsync);args.push(invokerFnBody);var invokerFn=newFunc(Function,args)(...closureArgs);';
const INVOKER_AS_CLOSURE = `var invokerFn=function(...callArgs){
var destructors=needsDestructorStack?[]:null;
var wired=[cppTargetFunc];
if(isClassMethodFunc){wired.push(argTypes[1]["toWireType"](destructors,this))}
for(var i=2;i<argCount;++i){wired.push(argTypes[i]["toWireType"](destructors,callArgs[i-2]))}
var rv=cppInvokerFunc(...wired);
if(needsDestructorStack){runDestructors(destructors)}else{
for(var i=isClassMethodFunc?1:2;i<argCount;++i){
if(argTypes[i].destructorFunction!==null){argTypes[i].destructorFunction(wired[i===1?1:i-2+(isClassMethodFunc?2:1)])}}}
if(returns){return argTypes[0]["fromWireType"](rv)}};`;

// A JavaScript method or constructor called from C++ (emval): read each argument from the
// argument pack, call, hand the result back through emval_returnValue.
const CALLER_FROM_STRING = 'params.push(functionBody);var invokerFunction=newFunc(Function,params)(...args);';
const CALLER_AS_CLOSURE = `var packOffsets=[];for(var i=0,at=0;i<argCount;++i){packOffsets.push(at);at+=types[i].argPackAdvance}
var invokerFunction=function(obj,func,destructorsRef,argsPtr){
var values=kind===0?[obj]:[];
for(var i=0;i<argCount;++i){values.push(types[i].readValueFromPointer(argsPtr+packOffsets[i]))}
var rv=kind===1?new func(...values):func.call(...values);
if(!retType.isVoid){return emval_returnValue(retType,destructorsRef,rv)}};`;

const NOTICE =
  '/*! occt-import-js 0.0.23, LGPL-2.1 (https://github.com/kovacsv/occt-import-js). Modified by ' +
  'Forgebridge: embind invokers and emval method callers are closures instead of code compiled ' +
  'from strings (scripts/build/occt-without-eval.ts). */\n';

/** The glue's source with no JavaScript compiled from strings, or an error naming what did not match. */
export function withoutEval(source: string): string {
  let patched = source;
  for (const [from, to] of [
    [INVOKER_FROM_STRING, INVOKER_AS_CLOSURE],
    [CALLER_FROM_STRING, CALLER_AS_CLOSURE],
  ] as const) {
    const at = patched.indexOf(from);
    if (at < 0 || patched.indexOf(from, at + 1) >= 0) {
      throw new Error(
        `occt-import-js: expected exactly one "${from.slice(0, 60)}…" in its glue; a new version needs scripts/build/occt-without-eval.ts updated`,
      );
    }
    patched = patched.slice(0, at) + to + patched.slice(at + from.length);
  }
  if (patched.includes('newFunc(Function')) {
    throw new Error('occt-import-js: its glue still compiles code from strings');
  }
  return NOTICE + patched;
}

const transform = (code: string, id: string) => (GLUE_ID.test(id) ? { code: withoutEval(code), map: null } : null);

/**
 * The rewrite for the worker bundle (build) and for the dev server's dependency pre-bundle, so the
 * glue runs the same way in both.
 */
export function occtWithoutEval(): Plugin {
  return { name: 'forgebridge:occt-without-eval', transform };
}

/** The same rewrite as a Rolldown plugin for `optimizeDeps` (dev pre-bundling). */
export const occtWithoutEvalForDeps = { name: 'forgebridge:occt-without-eval-deps', transform };
