export { mountLambda } from './mount-lambda';
export {
  findCaseFile,
  listCaseFiles,
  storeCaseFile,
  type CaseFileListing,
  type StoreCaseFileInput,
  type StoredCaseFile,
} from './case-files';
