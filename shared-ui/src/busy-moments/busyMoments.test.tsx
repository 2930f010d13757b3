import { render, screen } from '@testing-library/react';
import { useBusyMoment, useIsBusyMoment } from './busyMoments';

function Game({ moving }: { readonly moving: boolean }) {
  useBusyMoment(moving);
  return null;
}

function Watcher() {
  return <p>{useIsBusyMoment() ? 'ocupado' : 'livre'}</p>;
}

// The listener (the platform's chrome) is on the page before any game starts a move.
test('a screen in the middle of a move is busy until the move ends or the screen goes', () => {
  const { rerender } = render(
    <>
      <Watcher />
      <Game moving={false} />
    </>,
  );
  expect(screen.getByText('livre')).toBeInTheDocument();
  rerender(
    <>
      <Watcher />
      <Game moving />
    </>,
  );
  expect(screen.getByText('ocupado')).toBeInTheDocument();
  rerender(
    <>
      <Watcher />
      <Game moving={false} />
    </>,
  );
  expect(screen.getByText('livre')).toBeInTheDocument();
  rerender(
    <>
      <Watcher />
      <Game moving />
    </>,
  );
  rerender(
    <>
      <Watcher />
    </>,
  );
  expect(screen.getByText('livre')).toBeInTheDocument();
});
