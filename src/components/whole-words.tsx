// Text whose hyphenated words never break at their hyphen ("Mega-Sena" stays on one line at 320 px): browsers may
// end a line after any hyphen, and a name cut in two reads as two words.
import { Fragment } from 'react';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function WholeWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\S+-\S+)/).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} style={nowrap}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
