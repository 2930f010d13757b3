import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patient, renderSignedIn } from '@amparo/shared-ui/testing';
import type { PhotosPort } from '@amparo/shared-machines';
import { CirclesScreen } from '../circles/CirclesScreen';

// The canvas is the browser's (jsdom draws nothing): an image comes out as a small JPEG; anything
// else goes through the real preparation, which refuses it.
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
jest.mock('./photo/preparedFamilyPhoto', () => {
  const actual = jest.requireActual<typeof import('./photo/preparedFamilyPhoto')>(
    './photo/preparedFamilyPhoto',
  );
  return {
    preparedFamilyPhoto: (file: Blob) =>
      file.type.startsWith('image/') ? Promise.resolve(jpeg) : actual.preparedFamilyPhoto(file),
  };
});

const maria = 'mariaUid';
const pedro = patient.uid;
const circleData = {
  relatives: { [pedro]: { name: 'Pedro', since: 1, invitation: 'x' } },
  relativeCircles: { [pedro]: { [maria]: true } },
  circles: { [maria]: { members: { [pedro]: { name: 'Pedro', invitation: 'x', since: 1 } } } },
  family: { [maria]: { posts: {} } },
};

function fakePhotos() {
  const uploads: { path: string; jpeg: Blob; uploadedBy: string }[] = [];
  const photos: PhotosPort = {
    downloadUrl: async () => 'data:image/jpeg;base64,/9j/2Q==',
    upload: async (path, sent, uploadedBy) => void uploads.push({ path, jpeg: sent, uploadedBy }),
    remove: async () => undefined,
  };
  return { photos, uploads };
}

describe('sending a photo (a relative on her phone)', () => {
  it('offers no photo where no storage is configured', async () => {
    await renderSignedIn(<CirclesScreen />, { data: circleData });
    await screen.findByRole('textbox', { name: 'Mensagem' });
    expect(screen.queryByLabelText('Escolher fotografia')).not.toBeInTheDocument();
  });

  it('shows the chosen photo, sends it with its caption and lists it as a photo', async () => {
    const user = userEvent.setup();
    const { photos, uploads } = fakePhotos();
    const { backend } = await renderSignedIn(<CirclesScreen />, { data: circleData, photos });
    const picker = await screen.findByLabelText('Escolher fotografia');
    expect(picker).toHaveAttribute('accept', 'image/*');
    await user.upload(picker, new File(['pixels'], 'praia.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('img', { name: 'A fotografia escolhida' })).toBeInTheDocument();
    const caption = screen.getByRole('textbox', { name: 'Legenda da fotografia (opcional)' });
    await user.type(caption, 'Na praia');
    await user.click(screen.getByRole('button', { name: 'Enviar fotografia' }));

    expect(await screen.findByText('Fotografia enviada.')).toBeInTheDocument();
    expect(uploads).toEqual([
      {
        path: expect.stringMatching(/^family\/mariaUid\/[-0-9A-Za-z_]{20}\.jpg$/),
        jpeg,
        uploadedBy: pedro,
      },
    ]);
    const posts = backend.controls.snapshot(`family/${maria}/posts`) as Record<string, unknown>;
    expect(Object.values(posts)).toEqual([
      expect.objectContaining({ kind: 'foto', photo: uploads[0]?.path, text: 'Na praia' }),
    ]);
    // Listed as a photo named by who sent it, its caption read once: as the text below it.
    const list = await screen.findByRole('list', { name: 'Mensagens e fotografias' });
    const photo = await within(list).findByRole('img', { name: 'Fotografia enviada por Pedro' });
    const post = photo.closest('li') as HTMLElement;
    expect(within(post).getAllByText('Na praia')).toHaveLength(1);
    expect(within(post).queryByRole('img', { name: /Na praia/ })).not.toBeInTheDocument();
    // The form is ready for the next: a message again, the photo gone.
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    expect(screen.getByLabelText('Escolher fotografia')).toBeInTheDocument();
  });

  it('refuses a file that is not a photo in Portuguese, beside the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { photos } = fakePhotos();
    await renderSignedIn(<CirclesScreen />, { data: circleData, photos });
    const picker = await screen.findByLabelText('Escolher fotografia');
    await user.upload(picker, new File(['%PDF'], 'contas.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        'Este ficheiro não é uma fotografia. Escolha uma fotografia.',
      ),
    );
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the chosen photo before sending', async () => {
    const user = userEvent.setup();
    const { photos, uploads } = fakePhotos();
    await renderSignedIn(<CirclesScreen />, { data: circleData, photos });
    await user.upload(
      await screen.findByLabelText('Escolher fotografia'),
      new File(['pixels'], 'praia.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remover a fotografia' }));
    expect(screen.queryByRole('img', { name: 'A fotografia escolhida' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});
