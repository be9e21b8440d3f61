CREATE TABLE "survey_sheet_counts" (
	"session_survey_id" integer PRIMARY KEY NOT NULL,
	"sheets" integer DEFAULT 0 NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_sheet_counts" ADD CONSTRAINT "survey_sheet_counts_session_survey_id_session_surveys_id_fk" FOREIGN KEY ("session_survey_id") REFERENCES "public"."session_surveys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Decision 034: the counts follow registration_surveys, whatever code writes it. A deleted sheet
-- only updates an existing row (its survey may be going too, by cascade); a new one creates it.
CREATE FUNCTION "survey_sheet_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "survey_sheet_counts"
      SET "sheets" = "sheets" - 1,
        "filled" = "filled" - (OLD."fill_status" = 'FILLED')::int
      WHERE "session_survey_id" = OLD."session_survey_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "survey_sheet_counts" AS counts ("session_survey_id", "sheets", "filled")
      VALUES (NEW."session_survey_id", 1, (NEW."fill_status" = 'FILLED')::int)
      ON CONFLICT ("session_survey_id") DO UPDATE
        SET "sheets" = counts."sheets" + 1, "filled" = counts."filled" + EXCLUDED."filled";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "registration_surveys_sheet_counts"
  AFTER INSERT OR DELETE OR UPDATE OF "fill_status", "session_survey_id" ON "registration_surveys"
  FOR EACH ROW EXECUTE FUNCTION "survey_sheet_counts_follow"();--> statement-breakpoint
INSERT INTO "survey_sheet_counts" ("session_survey_id", "sheets", "filled")
  SELECT "session_survey_id", count(*)::int, (count(*) FILTER (WHERE "fill_status" = 'FILLED'))::int
  FROM "registration_surveys" GROUP BY "session_survey_id";
