/** The shape of a language's strings: the same keys as the French tree, each a string. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
