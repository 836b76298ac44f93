# Shared incident names first used by the 1998 Chinese rules. Do not define them again elsewhere.

incident-absence = Absence
