// Lottery numbers drawn as balls (the Caixa games' results, issue 39): a list that wraps, each number whole.
import classes from './number-balls.module.css';

interface NumberBallsProps {
  numbers: readonly string[];
  /** What the numbers are, for a screen reader ("Números sorteados"). */
  label: string;
  /** 'clover': +Milionária's trevos; 'ticket': a Federal ticket, six digits on a pill. */
  kind?: 'number' | 'clover' | 'ticket';
  size?: 'sm' | 'md';
}

export function NumberBalls({ numbers, label, kind = 'number', size = 'md' }: NumberBallsProps) {
  return (
    <ol className={classes.balls} aria-label={label} data-size={size} data-testid="number-balls">
      {numbers.map((n, index) => (
        <li key={`${index}-${n}`} className={classes.ball} data-kind={kind}>
          {n}
        </li>
      ))}
    </ol>
  );
}
