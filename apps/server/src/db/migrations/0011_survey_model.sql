CREATE TYPE "public"."survey_fill_status" AS ENUM('UNFILLED', 'FILLED');--> statement-breakpoint
CREATE TYPE "public"."survey_kind" AS ENUM('HOT', 'COLD');--> statement-breakpoint
CREATE TABLE "registration_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_survey_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"fill_status" "survey_fill_status" DEFAULT 'UNFILLED' NOT NULL,
	"ratings" jsonb,
	"comments" jsonb,
	"filled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_surveys_survey_registration_key" UNIQUE("session_survey_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "survey_kind" NOT NULL,
	"version" integer NOT NULL,
	"checksum" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_questionnaires_checksum_key" UNIQUE("checksum")
);
--> statement-breakpoint
CREATE TABLE "survey_rating_totals" (
	"session_survey_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"theme" text NOT NULL,
	"stars1" integer DEFAULT 0 NOT NULL,
	"stars2" integer DEFAULT 0 NOT NULL,
	"stars3" integer DEFAULT 0 NOT NULL,
	"stars4" integer DEFAULT 0 NOT NULL,
	"stars5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_rating_totals_session_survey_id_question_key_pk" PRIMARY KEY("session_survey_id","question_key")
);
--> statement-breakpoint
ALTER TABLE "survey_responses" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "survey_responses" CASCADE;--> statement-breakpoint
DELETE FROM "session_surveys";--> statement-breakpoint
ALTER TABLE "session_surveys" DROP CONSTRAINT "session_surveys_pkey";--> statement-breakpoint
ALTER TABLE "session_surveys" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "session_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "session_surveys" ADD COLUMN "kind" "survey_kind" DEFAULT 'HOT' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_surveys" ADD COLUMN "questionnaire_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "session_surveys" ADD COLUMN "opened_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_surveys" ADD CONSTRAINT "registration_surveys_session_survey_id_session_surveys_id_fk" FOREIGN KEY ("session_survey_id") REFERENCES "public"."session_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_surveys" ADD CONSTRAINT "registration_surveys_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_rating_totals" ADD CONSTRAINT "survey_rating_totals_session_survey_id_session_surveys_id_fk" FOREIGN KEY ("session_survey_id") REFERENCES "public"."session_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_surveys_survey_fill_idx" ON "registration_surveys" USING btree ("session_survey_id","fill_status");--> statement-breakpoint
CREATE INDEX "registration_surveys_registration_idx" ON "registration_surveys" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "session_surveys" ADD CONSTRAINT "session_surveys_questionnaire_id_survey_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."survey_questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_surveys_questionnaire_idx" ON "session_surveys" USING btree ("questionnaire_id");--> statement-breakpoint
ALTER TABLE "session_surveys" ADD CONSTRAINT "session_surveys_session_kind_key" UNIQUE("session_id","kind");