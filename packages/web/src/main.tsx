import { appPortal } from './app/app-portal';
import { registerServiceWorkerAfterLoad, reloadOnceOnMissingChunk } from './app/app-update';
import { startApp } from './app/start';
import { keepAnnouncementsAsText } from './ui/announcements';
import './ui/theme.css';
import './shell/shell.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

reloadOnceOnMissingChunk();
keepAnnouncementsAsText(document);
const { portal, loaded } = appPortal(import.meta.env, window.location.origin);
void startApp(portal, container, loaded);
registerServiceWorkerAfterLoad();
