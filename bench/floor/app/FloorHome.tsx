/** Home's shape and nothing of Amparo's: a greeting, the date and six tiles as links. */
const tiles = ['Chamadas', 'Saúde', 'YouTube', 'ProBranca', 'Jogos', 'Família'] as const;

export function FloorHome() {
  return (
    <>
      <h1>Bom dia, Maria</h1>
      <p>sexta-feira, 27 de novembro de 2026</p>
      <nav aria-label="Secções">
        {tiles.map((tile) => (
          <a key={tile} href={`#${tile}`}>
            {tile}
          </a>
        ))}
      </nav>
    </>
  );
}
