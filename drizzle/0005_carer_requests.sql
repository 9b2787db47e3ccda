CREATE TABLE `carer_requests` (
	`cat_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`requested_at` integer NOT NULL,
	`decided_by_id` text,
	`decided_at` integer,
	PRIMARY KEY(`cat_id`, `user_id`),
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `carer_requests_user_status_idx` ON `carer_requests` (`user_id`,`status`,`cat_id`);--> statement-breakpoint
CREATE INDEX `carer_requests_status_cat_idx` ON `carer_requests` (`status`,`cat_id`);