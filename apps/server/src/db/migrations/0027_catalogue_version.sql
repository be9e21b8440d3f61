CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Decision 069: one row, whose count every write to what the catalogue lists raises, whatever
-- code writes. The raise runs when the transaction commits (deferred constraint triggers), once
-- per transaction: the row is locked last and only while committing, so two programme edits
-- never wait on each other's rows around it (no deadlock), and readers see the new count with
-- the data it stands for.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('passerelle.catalogue_raised', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('passerelle.catalogue_raised', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "sessions" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "actions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "actions" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "action_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "action_types" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "axes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "axes" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "cities" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "structures_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "structures" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "year_parameters_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "year_parameters" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
-- TRUNCATE has no row to defer on (a statement trigger): the tests' resets only.
CREATE TRIGGER "sessions_truncated_catalogue_version" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "actions_truncated_catalogue_version" AFTER TRUNCATE ON "actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "action_types_truncated_catalogue_version" AFTER TRUNCATE ON "action_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "axes_truncated_catalogue_version" AFTER TRUNCATE ON "axes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "cities_truncated_catalogue_version" AFTER TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "structures_truncated_catalogue_version" AFTER TRUNCATE ON "structures"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "year_parameters_truncated_catalogue_version" AFTER TRUNCATE ON "year_parameters"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();
