CREATE TYPE "public"."modality" AS ENUM('ONSITE', 'REMOTE', 'BOTH');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('PROGRAMMED', 'REALIZED', 'REPORTED', 'CANCELED', 'VALIDATED_MANAGER', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('REQUESTED', 'PRE_REGISTERED', 'REGISTERED', 'CANCELED', 'REFUSED_HR', 'REFUSED_SUPPLIER', 'PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE');--> statement-breakpoint
CREATE TABLE "action_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"acronym" text DEFAULT '' NOT NULL,
	"seat_amount" integer DEFAULT 0 NOT NULL,
	"waiting_seat_amount" integer DEFAULT 0 NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"hr_validation" boolean DEFAULT false NOT NULL,
	"provider_validation" boolean DEFAULT false NOT NULL,
	"regulatory_documents" text DEFAULT '' NOT NULL,
	"generated_documents" text DEFAULT '' NOT NULL,
	"conditioned_survey_questions" text[] DEFAULT '{}' NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "axes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "axes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#000000' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "axes_number_key" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "action_speakers" (
	"action_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"year" integer NOT NULL,
	"axis_id" integer NOT NULL,
	"provider_id" integer,
	"referent_id" integer,
	"public" text DEFAULT '' NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"lot_number" text,
	"amount_days" numeric(6, 2),
	"amount_hours" numeric(7, 2),
	"pedagogical_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"animation_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"travel_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"manager_documents" text DEFAULT '' NOT NULL,
	"participant_documents" text DEFAULT '' NOT NULL,
	"supplementary_resources" text DEFAULT '' NOT NULL,
	"open_badge_description" text,
	"open_badge_image" text,
	"open_badge_request_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"author_id" integer,
	"from_status" "session_status",
	"to_status" "session_status" NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" "session_status" DEFAULT 'PROGRAMMED' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"modality" "modality" DEFAULT 'ONSITE' NOT NULL,
	"city_id" integer,
	"seats" integer DEFAULT 0 NOT NULL,
	"registration_deadline" timestamp with time zone,
	"external_registration" boolean DEFAULT false NOT NULL,
	"external_registration_url" text,
	"e_course" boolean DEFAULT false NOT NULL,
	"payable" boolean DEFAULT false NOT NULL,
	"registration_required" boolean DEFAULT true NOT NULL,
	"no_financial_contribution" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"realised_hours_onsite" numeric(7, 2),
	"realised_hours_remote" numeric(7, 2),
	"async_time" numeric(7, 2),
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"invoice" text,
	"attendance_sheet" text,
	"documents" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"author_id" integer,
	"from_status" "registration_status",
	"to_status" "registration_status" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"structure_id" integer,
	"motivation" text DEFAULT '' NOT NULL,
	"status" "registration_status" DEFAULT 'REQUESTED' NOT NULL,
	"waiting_list" boolean DEFAULT false NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hr_validated_at" timestamp with time zone,
	"provider_validated_at" timestamp with time zone,
	"refusal_reason" text,
	"effective_hours" numeric(7, 2),
	"excused_absence" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_session_beneficiary_key" UNIQUE("session_id","beneficiary_id")
);
--> statement-breakpoint
ALTER TABLE "action_speakers" ADD CONSTRAINT "action_speakers_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_speakers" ADD CONSTRAINT "action_speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_type_id_action_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."action_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_axis_id_axes_id_fk" FOREIGN KEY ("axis_id") REFERENCES "public"."axes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_provider_id_structures_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_referent_id_users_id_fk" FOREIGN KEY ("referent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_dates" ADD CONSTRAINT "session_dates_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_history" ADD CONSTRAINT "session_history_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_history" ADD CONSTRAINT "session_history_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_history" ADD CONSTRAINT "registration_history_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_history" ADD CONSTRAINT "registration_history_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_speakers_user_idx" ON "action_speakers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "actions_year_idx" ON "actions" USING btree ("year");--> statement-breakpoint
CREATE INDEX "actions_axis_idx" ON "actions" USING btree ("axis_id");--> statement-breakpoint
CREATE INDEX "actions_type_idx" ON "actions" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "actions_provider_idx" ON "actions" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "session_dates_session_idx" ON "session_dates" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_history_session_idx" ON "session_history" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_action_idx" ON "sessions" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "sessions_start_idx" ON "sessions" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "sessions_status_idx" ON "sessions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sessions_city_idx" ON "sessions" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "registration_history_registration_idx" ON "registration_history" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registrations_session_status_idx" ON "registrations" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "registrations_beneficiary_idx" ON "registrations" USING btree ("beneficiary_id");