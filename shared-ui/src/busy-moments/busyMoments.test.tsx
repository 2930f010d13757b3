import { render, screen } from '@testing-library/react';
import { useBusyMoment, useIsBusyMoment } from './busyMoments';

function Game({ moving }: { readonly moving: boolean }) {
  useBusyMoment(moving);
  return null;
}

function Watcher() {
  return <p>{useIsBusyMoment() ? 'ocupado' : 'livre'}</p>;
}

test('a screen in the middle of a move is busy until the move ends or the screen goes', () => {
  const { rerender } = render(
    <>
      <Game moving={false} />
      <Watcher />
    </>,
  );
  expect(screen.getByText('livre')).toBeInTheDocument();
  rerender(
    <>
      <Game moving />
      <Watcher />
    </>,
  );
  expect(screen.getByText('ocupado')).toBeInTheDocument();
  rerender(
    <>
      <Game moving={false} />
      <Watcher />
    </>,
  );
  expect(screen.getByText('livre')).toBeInTheDocument();
  rerender(
    <>
      <Game moving />
      <Watcher />
    </>,
  );
  rerender(<Watcher />);
  expect(screen.getByText('livre')).toBeInTheDocument();
});
