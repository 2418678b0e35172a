CREATE TABLE "booking_request_pets" (
	"request_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	CONSTRAINT "booking_request_pets_request_id_pet_id_pk" PRIMARY KEY("request_id","pet_id")
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"owner_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "booking_request_pets" ADD CONSTRAINT "booking_request_pets_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_pets" ADD CONSTRAINT "booking_request_pets_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_request_pets_pet_idx" ON "booking_request_pets" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "booking_requests_customer_idx" ON "booking_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_business_idx" ON "booking_requests" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written: the states and times of day a request can hold, so no code path can store another value.
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_status_check" CHECK ("status" IN ('requested', 'accepted', 'declined', 'cancelled', 'completed'));--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_time_check" CHECK ("preferred_time" IN ('morning', 'afternoon', 'evening'));
