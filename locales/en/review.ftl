# The head referee's review and reports (mjref review, mjref report, the Review screen).
review-struck = struck
review-possible-duplicate = Possible duplicate: { $first } and { $second }
report-yes = yes
report-no = no
# Between two sanctions of one ruling.
report-separator = { "; " }
