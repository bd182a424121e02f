// The TypeScript compiler that builds and typechecks: TypeScript 7, the native compiler,
// installed under the alias `typescript-native` because ESLint's TypeScript parser still needs
// TypeScript 6's JavaScript API under the name `typescript`. Both install a `tsc` command,
// so scripts name this one by its path.
export const TSC = 'node_modules/typescript-native/bin/tsc';
