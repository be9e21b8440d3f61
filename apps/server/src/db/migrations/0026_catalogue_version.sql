CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Decision 069: one row, whose count every write to what the catalogue lists raises, whatever
-- code writes (statement triggers: one raise per statement, not per row).
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "actions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "actions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "action_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "action_types" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "axes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "axes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "cities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "structures_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "structures" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();--> statement-breakpoint
CREATE TRIGGER "year_parameters_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "year_parameters" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_raise"();
