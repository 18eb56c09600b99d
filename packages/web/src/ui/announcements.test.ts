import { afterEach, describe, expect, it } from 'vitest';
import { keepAnnouncementsAsText } from './announcements';

/** React Aria's live announcer as it adds itself to the page: a log whose announcements come and go. */
function reactAriaAnnouncer(): HTMLElement {
  const announcer = document.createElement('div');
  announcer.dataset.liveAnnouncer = 'true';
  const log = document.createElement('div');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'assertive');
  announcer.append(log);
  document.body.append(announcer);
  return log;
}

/** What React Aria's pending button announces: a node labelled by the button. */
function announceLabelledBy(log: HTMLElement, id: string) {
  const node = document.createElement('div');
  node.setAttribute('role', 'img');
  node.setAttribute('aria-labelledby', id);
  log.append(node);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepAnnouncementsAsText', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it("writes a pending button's announcement as its words, so nothing is left labelled by a button that is gone", async () => {
    stop = keepAnnouncementsAsText(document);
    const button = document.createElement('button');
    button.id = 'confirmar';
    button.textContent = 'Confirmar fecha y hora';
    document.body.append(button);
    const log = reactAriaAnnouncer();
    await settled();
    announceLabelledBy(log, 'confirmar');
    await settled();
    // The form holding the button is replaced.
    button.remove();
    expect(log.querySelectorAll('[role="img"], [aria-labelledby]')).toHaveLength(0);
    expect(log.textContent).toBe('Confirmar fecha y hora');
  });

  it('takes a button named by aria-label by that name, and stops when asked', async () => {
    const log = reactAriaAnnouncer();
    stop = keepAnnouncementsAsText(document);
    document.body.insertAdjacentHTML('beforeend', '<button id="enviar" aria-label="Enviar 2 archivos">Enviar</button>');
    announceLabelledBy(log, 'enviar');
    await settled();
    expect(log.textContent).toBe('Enviar 2 archivos');

    stop();
    announceLabelledBy(log, 'enviar');
    await settled();
    expect(log.querySelectorAll('[role="img"]')).toHaveLength(1);
  });
});
