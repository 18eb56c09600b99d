-- The type and category a client filed a document under on upload (the portal's choice from
-- getDocumentTypes and getDocumentCategories, by name); the documents listing returns them in
-- each object's metadata, as S3 user metadata would. Null for files filed under nothing.

ALTER TABLE case_file ADD COLUMN document_type TEXT;
ALTER TABLE case_file ADD COLUMN document_category TEXT;
