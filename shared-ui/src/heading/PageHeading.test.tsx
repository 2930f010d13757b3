import { render, screen } from '@testing-library/react';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('is the level-one heading with its description', () => {
    render(
      <PageHeading icon="video" description="Veja os canais da associação">
        Vídeos
      </PageHeading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeInTheDocument();
    expect(screen.getByText('Veja os canais da associação')).toBeInTheDocument();
  });

  it('takes focus when asked, for screen readers after navigation', () => {
    render(<PageHeading focusOnMount>Consultas</PageHeading>);
    expect(screen.getByRole('heading', { name: 'Consultas' })).toHaveFocus();
  });

  it('leaves focus alone by default', () => {
    render(<PageHeading>Consultas</PageHeading>);
    expect(screen.getByRole('heading', { name: 'Consultas' })).not.toHaveFocus();
  });

  it('keeps a description that gives way on a short screen in the page, for screen readers', () => {
    render(
      <PageHeading description="Carregue em Ligar" descriptionGivesWayWhenShort>
        Chamadas
      </PageHeading>,
    );
    // Only a short screen's media query hides it from sight (PageHeading.module.css).
    expect(screen.getByText('Carregue em Ligar')).toHaveClass('description', 'givesWay');
  });
});
