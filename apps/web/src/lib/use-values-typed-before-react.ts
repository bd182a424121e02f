import { useEffect, useRef, type RefObject } from 'react';

/**
 * A page painted from HTML before React runs (a first screen) can be typed into, or filled by
 * the browser's autofill, meanwhile: React takes the inputs over as they are, but its state
 * still holds the first values, and the next render would wipe what was typed. Once mounted,
 * each named input of the form that holds a value hands it to `apply`.
 */
export function useValuesTypedBeforeReact(
  formRef: RefObject<HTMLFormElement | null>,
  apply: (name: string, value: string) => void,
): void {
  const applyOnMount = useRef(apply);
  useEffect(() => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && element.name !== '' && element.value !== '')
        applyOnMount.current(element.name, element.value);
    }
  }, [formRef]);
}
