CREATE TABLE `treatment_doses` (
	`treatment_id` text NOT NULL,
	`due_at` integer NOT NULL,
	`taken_by_id` text,
	`taken_at` integer,
	`given_by_id` text,
	`given_at` integer,
	`taker_told_at` integer,
	`carers_told_at` integer,
	PRIMARY KEY(`treatment_id`, `due_at`),
	FOREIGN KEY (`treatment_id`) REFERENCES `treatments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`taken_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`given_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `treatment_doses_taken_by_idx` ON `treatment_doses` (`taken_by_id`);--> statement-breakpoint
CREATE TABLE `treatments` (
	`id` text PRIMARY KEY NOT NULL,
	`cat_id` text NOT NULL,
	`medicine` text NOT NULL,
	`dose` text NOT NULL,
	`every_hours` integer NOT NULL,
	`start_day` text NOT NULL,
	`start_minute` integer NOT NULL,
	`days` integer,
	`started_by_id` text,
	`created_at` integer NOT NULL,
	`ended_at` integer,
	`ended_by_id` text,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`started_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ended_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `treatments_cat_idx` ON `treatments` (`cat_id`,`created_at`);