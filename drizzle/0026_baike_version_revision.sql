-- An editor's 通过/退回 names the revision it read; a version changed since is refused. Existing versions are revision 1.
ALTER TABLE "baike_versions" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
