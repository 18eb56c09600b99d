import { buildPortal } from './app/build-portal';
import { renderStartupFailure, startApp } from './app/start';
import './ui/theme.css';
import './shell/shell.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

buildPortal(import.meta.env, window.location.origin).then(
  (portal) => startApp(portal, container),
  (error: unknown) => {
    console.error(error);
    renderStartupFailure(container);
  },
);
