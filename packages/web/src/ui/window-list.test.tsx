import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WindowList } from './window-list';

// jsdom lays nothing out: the window is a phone's, the list's top and each item's height are
// what each test says, and ResizeObserver reports when the test says so.
const WINDOW_HEIGHT = 800;
let listTop = 0;
let listWidth = 390;
const heightOf = new Map<string, number>();
let observed: { callback: ResizeObserverCallback; targets: Set<Element> } | null = null;

class ManualResizeObserver {
  readonly targets = new Set<Element>();
  constructor(callback: ResizeObserverCallback) {
    observed = { callback, targets: this.targets };
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
}

function resized(targets: Element[]) {
  act(() =>
    observed?.callback(
      targets.map((target) => ({ target }) as ResizeObserverEntry),
      observed as unknown as ResizeObserver,
    ),
  );
}

function scrollTo(top: number) {
  listTop = -top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

interface Row {
  readonly id: string;
  readonly title: string;
}

const rows: Row[] = Array.from({ length: 1000 }, (_, index) => ({ id: `r${index}`, title: `Fila ${index}` }));

function renderList(items: readonly Row[] = rows) {
  return render(
    <WindowList
      items={items}
      label="Filas"
      className="rows"
      itemClassName="row"
      keyOf={(row) => row.id}
      estimateSize={100}
      overscan={2}
    >
      {(row) => <span data-id={row.id}>{row.title}</span>}
    </WindowList>,
  );
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Filas' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const itemTitled = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
const offsetOf = (title: string) => itemTitled(title).style.transform;

beforeEach(() => {
  listTop = 0;
  listWidth = 390;
  heightOf.clear();
  vi.stubGlobal('ResizeObserver', ManualResizeObserver);
  vi.stubGlobal('innerHeight', WINDOW_HEIGHT);
  vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: this.tagName === 'UL' ? listTop : 0 } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => listWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const id = this.querySelector('[data-id]')?.getAttribute('data-id');
    return id === undefined || id === null ? 0 : (heightOf.get(id) ?? 50);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WindowList', () => {
  it('keeps in the page only the items in the window’s view and two more, each saying its place in the whole list', () => {
    renderList();
    // Measured at 50 px, 16 items fill 800 px; two more follow.
    expect(shownTitles()).toEqual(Array.from({ length: 18 }, (_, index) => `Fila ${index}`));
    const first = itemTitled('Fila 0');
    expect(first.getAttribute('aria-setsize')).toBe('1000');
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(itemTitled('Fila 17').getAttribute('aria-posinset')).toBe('18');
  });

  it('places each item below the measured ones before it, and the list is as high as the measured and guessed heights', () => {
    heightOf.set('r1', 230);
    renderList();
    expect(offsetOf('Fila 1')).toBe('translateY(50px)');
    expect(offsetOf('Fila 2')).toBe('translateY(280px)');
    // 12 shown items measured (50 each but r1), 988 unmeasured at the guess of 100.
    const list = screen.getByRole('list', { name: 'Filas' });
    const shown = shownTitles().length;
    expect(list.style.height).toBe(`${(shown - 1) * 50 + 230 + (1000 - shown) * 100}px`);
  });

  it('shows the items at the place the window scrolls to, and the first ones again on the way back', () => {
    renderList();
    scrollTo(50 * 16 + 100 * 100);
    // Rows 0–17 were measured (50 px); past them the guess of 100 px holds until measured.
    const titles = shownTitles();
    expect(titles).toContain('Fila 117');
    expect(titles).not.toContain('Fila 0');
    expect(titles.length).toBeLessThan(30);

    scrollTo(0);
    expect(shownTitles()[0]).toBe('Fila 0');
  });

  it('keeps in the page an item whose dialog is open, or that holds the focus, once it leaves the view, and lets it go after', () => {
    render(
      <WindowList
        items={rows}
        label="Filas"
        className="rows"
        itemClassName="row"
        keyOf={(row) => row.id}
        estimateSize={100}
        overscan={2}
      >
        {(row) => (
          <span data-id={row.id}>
            {row.title}
            <button type="button" aria-expanded={row.id === 'r1'}>
              Acción de {row.title}
            </button>
          </span>
        )}
      </WindowList>,
    );
    screen.getByRole('button', { name: 'Acción de Fila 3' }).focus();
    scrollTo(50 * 16 + 100 * 100);
    const titles = shownTitles();
    // Fila 1's dialog is open (its trigger says so) and Fila 3 holds the focus: both stay, at their own places.
    expect(titles).toEqual(expect.arrayContaining(['Fila 1Acción de Fila 1', 'Fila 3Acción de Fila 3']));
    expect(titles).not.toContain('Fila 0Acción de Fila 0');
    expect(itemTitled('Fila 1').style.transform).toBe('translateY(50px)');
    expect(itemTitled('Fila 1').getAttribute('aria-posinset')).toBe('2');

    act(() => (document.activeElement as HTMLElement).blur());
    scrollTo(50 * 16 + 100 * 100 + 10);
    expect(shownTitles()).not.toContain('Fila 3Acción de Fila 3');
    expect(shownTitles()).toContain('Fila 1Acción de Fila 1');
  });

  it('keeps what the person reads in place when an item above the view grows, and leaves the scroll alone for one below', () => {
    renderList();
    scrollTo(500);
    // Fila 0 to Fila 7 lie wholly above the view (0–400 px); Fila 8 and Fila 9 are in the overscan.
    expect(shownTitles()).toContain('Fila 8');
    heightOf.set('r8', 90);
    resized([itemTitled('Fila 8')]);
    expect(window.scrollBy).toHaveBeenCalledWith(0, 40);
    expect(offsetOf('Fila 9')).toBe('translateY(490px)');

    vi.mocked(window.scrollBy).mockClear();
    heightOf.set('r20', 300);
    resized([itemTitled('Fila 20')]);
    expect(window.scrollBy).not.toHaveBeenCalled();
    // Rows 0–19 at 50 px but Fila 8 at 90: Fila 20 starts at 1,040 px.
    expect(offsetOf('Fila 21')).toBe('translateY(1340px)');
  });

  it('forgets at another width, where text wraps anew, the heights measured at the old one', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Filas' });
    expect(list.style.height).toBe(`${18 * 50 + 982 * 100}px`);
    // Seen on the way down and back: rows 0–17 and about twenty more measured at 50 px.
    scrollTo(2000);
    scrollTo(0);
    const measuredHeight = list.style.height;
    expect(parseInt(measuredHeight, 10)).toBeLessThan(18 * 50 + 982 * 100 - 20 * 50);

    listWidth = 1280;
    resized([list]);
    // Only what is shown is measured again; the rest is back at the guess.
    expect(list.style.height).toBe(`${18 * 50 + 982 * 100}px`);
    heightOf.set('r0', 120);
    resized([itemTitled('Fila 0')]);
    expect(offsetOf('Fila 1')).toBe('translateY(120px)');
    // A resize at the same width is only the list's own height changing: nothing is forgotten.
    resized([list]);
    expect(offsetOf('Fila 1')).toBe('translateY(120px)');
  });

  it('shows a filtered list’s own items at their own places', () => {
    const { rerender } = renderList();
    rerender(
      <WindowList
        items={[rows[500] as Row, rows[1] as Row]}
        label="Filas"
        className="rows"
        itemClassName="row"
        keyOf={(row) => row.id}
        estimateSize={100}
        overscan={2}
      >
        {(row) => <span data-id={row.id}>{row.title}</span>}
      </WindowList>,
    );
    expect(shownTitles()).toEqual(['Fila 500', 'Fila 1']);
    expect(offsetOf('Fila 1')).toBe('translateY(50px)');
    expect(itemTitled('Fila 1').getAttribute('aria-setsize')).toBe('2');
    expect(screen.getByRole('list', { name: 'Filas' }).style.height).toBe('100px');
  });
});
