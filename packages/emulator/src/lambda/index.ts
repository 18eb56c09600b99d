export { mountLambda } from './mount-lambda';
export {
  listCaseFiles,
  storeCaseFile,
  type CaseFileListing,
  type StoreCaseFileInput,
  type StoredCaseFile,
} from './case-files';
