/**
 * A list's keyword box: what is typed applies after a pause, Enter applies at once. Once the list has read its
 * address (`ready`) the box shows the address's keyword, unless the reader typed before that (SearchField adopts
 * words typed before hydration): theirs apply, and an Enter pressed meanwhile applies them without the pause.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';

export function useTypedKeyword(
  ready: boolean,
  keyword: string,
  apply: (keyword: string) => void,
  pauseMs = 350,
) {
  const [typed, setTyped] = useState('');
  // An Enter before the address was read: applying then would drop the address's filters, so it waits for them.
  const sent = useRef(false);

  // Once, when the address is read: later keyword changes come from this box itself, so they must not overwrite it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ready) setTyped((words) => words || keyword);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    if (typed.trim() === keyword) {
      sent.current = false;
      return;
    }
    const timer = setTimeout(
      () => {
        sent.current = false;
        apply(typed.trim());
      },
      sent.current ? 0 : pauseMs,
    );
    return () => clearTimeout(timer);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) apply(typed.trim());
    else sent.current = true;
  };

  return { typed, setTyped, submit };
}
