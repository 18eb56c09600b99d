export { mountGraphql } from './mount-graphql';
export { saveAccountExtras, type AccountExtras, type SavedAccountExtras } from './save-account-extras';
export { setUserEnabled } from './user-status';
