# The tile picker.
ui-picker-hint = Tap a tile to add it; hold it, or tap it in the hand, to take one out.
