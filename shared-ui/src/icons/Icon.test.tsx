import { render } from '@testing-library/react';
import { Icon } from './Icon';
import { iconShapes, type IconName } from './iconShapes';

const names = Object.keys(iconShapes) as IconName[];

describe('Icon', () => {
  it.each(names)('draws %s hidden from assistive technology', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('data-icon', name);
    expect(svg?.querySelector('g')).toHaveAttribute('fill', 'none');
  });

  it('fills the outline in the filled variant', () => {
    const { container } = render(<Icon name="home" filled />);
    expect(container.querySelector('svg')).toHaveAttribute('data-filled', 'true');
    expect(container.querySelector('svg g')).toHaveAttribute('fill', 'currentColor');
  });
});
