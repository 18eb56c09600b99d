// The floor of the first-load benchmark: React 19 and nothing else, rendering a heading and a
// paragraph on the client as the portal's pages do. What the portal loads beyond this is its own.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container === null) throw new Error('The floor page has no #root element.');
createRoot(container).render(
  createElement(
    'main',
    null,
    createElement('h1', null, 'Justiciable'),
    createElement('p', null, 'Su portal para consultas y asuntos legales con abogados y estudios.'),
  ),
);
