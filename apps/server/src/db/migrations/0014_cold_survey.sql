ALTER TABLE "action_types" ADD COLUMN "cold_survey_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "action_types" ADD COLUMN "cold_survey_delay_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "action_types" ADD CONSTRAINT "action_types_cold_survey_delay_days_check" CHECK ("action_types"."cold_survey_delay_days" between 1 and 730);